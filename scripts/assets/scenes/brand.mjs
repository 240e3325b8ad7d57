/** Brand pictures: the Manzil mark, developer wordmarks, placeholders. */
import { circle, escapeXml, line, path, rect, text } from '../lib/svg.mjs';

export const NAVY = '#0f1b33';
export const GOLD = '#c9a45c';
const GOLD_LIGHT = '#e6c980';

/** 192x192 mark: a gold pointed arch framing a roofline "M", with the name beneath, on deep navy. */
export function logo(ctx) {
  const { W, H } = ctx;
  const s = W / 192;
  const gold = ctx.linear([GOLD_LIGHT, GOLD, '#a8833f'], { x1: 0, y1: 0, x2: 1, y2: 1 });
  let out = rect(
    0,
    0,
    W,
    H,
    ctx.radial(
      [
        [0, '#1b2c52'],
        [1, NAVY],
      ],
      { cx: 0.5, cy: 0.35, r: 0.8 },
    ),
  );
  // Pointed arch (door of a home), stroked
  out += path(
    `M${50 * s} ${138 * s} L${50 * s} ${78 * s} Q${50 * s} ${44 * s} ${96 * s} ${26 * s} Q${142 * s} ${44 * s} ${142 * s} ${78 * s} L${142 * s} ${138 * s}`,
    'none',
    `stroke="${gold}" stroke-width="${7 * s}" stroke-linejoin="round" stroke-linecap="round"`,
  );
  // Roofline M inside the arch
  out += path(
    `M${68 * s} ${124 * s} L${68 * s} ${80 * s} L${96 * s} ${104 * s} L${124 * s} ${80 * s} L${124 * s} ${124 * s}`,
    'none',
    `stroke="${gold}" stroke-width="${8 * s}" stroke-linejoin="miter" stroke-linecap="square"`,
  );
  out += circle(96 * s, 62 * s, 5 * s, gold);
  out += line(40 * s, 138 * s, 152 * s, 138 * s, gold, 3 * s);
  out += text(96 * s, 168 * s, 'MANZIL', {
    size: Math.round(22 * s),
    fill: GOLD_LIGHT,
    weight: 'bold',
    anchor: 'middle',
    spacing: 4 * s,
  });
  return out;
}

/** Developer wordmarks: plain typographic SVGs in one colour (not copies of the real logos). */
export const DEVELOPERS = [
  { file: 'emaar', label: 'EMAAR', weight: 'bold', spacing: 10, family: "'DejaVu Sans', sans-serif" },
  { file: 'sobha', label: 'SOBHA', weight: 'normal', spacing: 14, family: "'DejaVu Serif', serif" },
  { file: 'damac', label: 'DAMAC', weight: 'bold', spacing: 6, family: "'DejaVu Sans', sans-serif" },
  { file: 'nakheel', label: 'nakheel', weight: 'bold', spacing: 1, family: "'DejaVu Sans', sans-serif" },
  { file: 'meraas', label: 'MERAAS', weight: 'normal', spacing: 12, family: "'DejaVu Sans', sans-serif" },
  { file: 'aldar', label: 'Aldar', weight: 'bold', spacing: 2, family: "'DejaVu Serif', serif" },
  { file: 'azizi', label: 'AZIZI', weight: 'bold', spacing: 8, family: "'DejaVu Sans', sans-serif" },
  { file: 'ellington', label: 'Ellington', weight: 'normal', spacing: 3, family: "'DejaVu Serif', serif" },
  {
    file: 'binghatti',
    label: 'BINGHATTI',
    weight: 'bold',
    spacing: 5,
    family: "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif",
  },
  { file: 'arada', label: 'ARADA', weight: 'normal', spacing: 12, family: "'DejaVu Sans', sans-serif" },
];

export function developerSvg({ label, weight, spacing, family }) {
  const colour = '#2b3445';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title><text x="120" y="50" font-family="${family}" font-size="30" font-weight="${weight}" fill="${colour}" text-anchor="middle" letter-spacing="${spacing}" textLength="${Math.min(210, label.length * 26)}" lengthAdjust="spacingAndGlyphs">${escapeXml(label)}</text></svg>\n`;
}

/**
 * The words of a stand-in frame, centred at `cx`: a bold title at `y` and a smaller line `gap`
 * under it. Sizes and the gap are for an 800 px high frame, scaled by `s`.
 */
function caption(
  cx,
  y,
  s,
  { title: [title, titleSize, titleFill], line: [words, size, fill], gap, spacing = 0 },
) {
  return (
    text(cx, y, title, {
      size: Math.round(titleSize * s),
      fill: titleFill,
      anchor: 'middle',
      weight: 'bold',
    }) + text(cx, y + gap * s, words, { size: Math.round(size * s), fill, anchor: 'middle', spacing })
  );
}

/** A neutral "image coming soon" house on a soft backdrop. */
export function placeholder(ctx) {
  const { W, H } = ctx;
  let out = rect(0, 0, W, H, ctx.linear(['#eef1f5', '#dde3ea']));
  const cx = W / 2;
  const cy = H * 0.46;
  const s = H / 800;
  out += circle(cx, cy, 190 * s, '#ffffff', 'opacity="0.7"');
  out += path(
    `M${cx - 120 * s} ${cy + 10 * s} L${cx} ${cy - 100 * s} L${cx + 120 * s} ${cy + 10 * s}`,
    'none',
    `stroke="#9aa7b8" stroke-width="${14 * s}" stroke-linejoin="round" stroke-linecap="round"`,
  );
  out += path(
    `M${cx - 90 * s} ${cy - 10 * s} L${cx - 90 * s} ${cy + 110 * s} L${cx + 90 * s} ${cy + 110 * s} L${cx + 90 * s} ${cy - 10 * s}`,
    'none',
    `stroke="#9aa7b8" stroke-width="${14 * s}" stroke-linejoin="round"`,
  );
  out += rect(cx - 25 * s, cy + 40 * s, 50 * s, 70 * s, '#c9a45c', `rx="${6 * s}"`);
  out += rect(cx + 40 * s, cy + 10 * s, 34 * s, 34 * s, '#b7c3d1', `rx="${4 * s}"`);
  out += caption(cx, H * 0.82, s, {
    title: ['Image coming soon', 44, '#5b6778'],
    line: ['MANZIL', 22, '#c9a45c'],
    gap: 46,
    spacing: 6 * s,
  });
  return out;
}

/** 'Not Available' frame shown where a gallery or floor plan link is broken. */
export function notAvailable(ctx) {
  const { W, H } = ctx;
  const s = H / 800;
  let out = rect(0, 0, W, H, ctx.linear(['#1a2746', NAVY]));
  for (let i = -H; i < W; i += 60 * s) out += line(i, H, i + H, 0, '#ffffff', 1, 'opacity="0.04"');
  const cx = W / 2;
  const cy = H * 0.42;
  out += circle(cx, cy, 90 * s, 'none', `stroke="${GOLD}" stroke-width="${8 * s}"`);
  out += line(cx - 60 * s, cy + 60 * s, cx + 60 * s, cy - 60 * s, GOLD, 8 * s, 'stroke-linecap="round"');
  out += rect(
    cx - 45 * s,
    cy - 30 * s,
    90 * s,
    60 * s,
    'none',
    `stroke="#c8d0e0" stroke-width="${6 * s}" rx="${8 * s}"`,
  );
  out += circle(cx, cy, 16 * s, 'none', `stroke="#c8d0e0" stroke-width="${6 * s}"`);
  out += caption(cx, H * 0.7, s, {
    title: ['Not Available', 64, '#ffffff'],
    line: ['This preview could not be loaded', 26, '#aab6cc'],
    gap: 50,
  });
  return out;
}
