/** Outdoor building blocks: skies at different times of day, water, dunes, mountains, palms, skylines. */
import { circle, darken, ellipse, lighten, mix, path, poly, r1, rect } from '../lib/svg.mjs';
import { readTable } from '../lib/tables.mjs';

/**
 * Colour sets per time of day (tables/times.json): sky gradient stops, sun, its glow and height (a share
 * of the horizon's), water, far and near ink, windows, glass, ground, and `lit`, the share of windows lit
 * at that hour.
 */
export const TIMES = readTable('times');

/** A soft round glow of one colour: `stops` are [offset, opacity] pairs from the centre out. */
export const glow = (ctx, x, y, r, colour, stops) =>
  circle(x, y, r, ctx.radial(stops.map(([offset, opacity]) => [offset, colour, opacity])));

/**
 * The backdrop many scenes start from: the sky over a far skyline on the horizon. `far` holds the
 * skyline's options; it is built before the sky draws, so it must not take from the random stream.
 */
export const skyOverCity = (ctx, time, horizon, far) =>
  sky(ctx, time, horizon) + skyline(ctx, time, horizon, { layer: 'far', ...far });

/** Full-frame sky from the top down to `horizon`, with sun or moon, stars at night and soft clouds by day. */
export function sky(ctx, time, horizon, { sunX } = {}) {
  const t = TIMES[time];
  const { W, rng } = ctx;
  let out = rect(0, 0, W, horizon + 2, ctx.linear(t.sky));
  const sx = sunX ?? W * rng.range(0.2, 0.8);
  const sy = time === 'night' ? horizon * t.sunY : horizon * t.sunY;
  const sr = Math.max(14, W * (time === 'night' ? 0.018 : 0.03));
  out += glow(ctx, sx, sy, sr * 7, t.sunGlow, [
    [0, 0.55],
    [0.35, 0.18],
    [1, 0],
  ]);
  if (time === 'night') {
    for (let i = 0; i < 90; i++) {
      out += circle(
        rng.range(0, W),
        rng.range(0, horizon * 0.75),
        rng.range(0.6, 1.8),
        '#ffffff',
        `opacity="${r1(rng.range(0.25, 0.9))}"`,
      );
    }
    out += circle(sx, sy, sr, t.sun);
    out += circle(sx + sr * 0.45, sy - sr * 0.25, sr * 0.9, t.sky[1]);
  } else {
    out += circle(sx, sy, sr, t.sun, time === 'dusk' || time === 'dawn' ? 'opacity="0.9"' : '');
  }
  if (time === 'day' || time === 'golden' || time === 'dawn') {
    const cloud = time === 'day' ? '#ffffff' : lighten(t.sky[2], 0.35);
    for (let i = 0; i < rng.int(2, 5); i++) {
      const cx = rng.range(0, W);
      const cy = rng.range(horizon * 0.12, horizon * 0.55);
      const cw = rng.range(W * 0.08, W * 0.2);
      out += `<g opacity="${r1(rng.range(0.25, 0.55))}">${ellipse(cx, cy, cw, cw * 0.12, cloud)}${ellipse(cx + cw * 0.25, cy - cw * 0.06, cw * 0.45, cw * 0.1, cloud)}</g>`;
    }
  }
  // Haze band just above the horizon blends the land into the sky.
  out += rect(
    0,
    horizon - H(ctx) * 0.08,
    W,
    H(ctx) * 0.08 + 2,
    ctx.linear([
      [0, t.sky[t.sky.length - 1], 0],
      [1, t.sky[t.sky.length - 1], 0.6],
    ]),
  );
  return out;
}

const H = (ctx) => ctx.H;

/** Sea or lagoon from `top` to `bottom`, with shimmer lines that catch the light of the sky. */
export function water(ctx, time, top, bottom = ctx.H) {
  const t = TIMES[time];
  const { W, rng } = ctx;
  let out = rect(0, top, W, bottom - top, ctx.linear(t.water));
  const shimmer = time === 'night' || time === 'dusk' ? t.window : lighten(t.sky[t.sky.length - 1], 0.3);
  for (let i = 0; i < 60; i++) {
    const y = top + Math.pow(rng.next(), 1.6) * (bottom - top);
    const w = rng.range(10, 90) * (1 + (y - top) / (bottom - top));
    out += rect(rng.range(-20, W), y, w, rng.range(1, 2.5), shimmer, `opacity="${r1(rng.range(0.1, 0.4))}"`);
  }
  return out;
}

/** Rolling dunes between `top` and the bottom edge, in three layers that darken towards the viewer. */
export function dunes(ctx, time, top, { color } = {}) {
  const t = TIMES[time];
  const { W, H: fullH, rng } = ctx;
  const base = color ?? t.ground;
  let out = '';
  for (let layer = 0; layer < 3; layer++) {
    const y0 = top + layer * (fullH - top) * 0.22;
    const fill = mix(lighten(base, 0.15), darken(base, 0.35), layer / 2);
    let d = `M0 ${r1(y0)}`;
    const steps = 5;
    for (let i = 0; i < steps; i++) {
      const x1 = (W / steps) * (i + 0.5);
      const x2 = (W / steps) * (i + 1);
      d += ` Q${r1(x1)} ${r1(y0 - rng.range(10, 60))} ${r1(x2)} ${r1(y0 + rng.range(-15, 15))}`;
    }
    d += ` L${W} ${fullH} L0 ${fullH} Z`;
    out += path(d, fill);
  }
  return out;
}

/** A jagged mountain range standing on `baseY`, in two hazy layers. */
export function mountains(ctx, time, baseY, height, { colors } = {}) {
  const t = TIMES[time];
  const { W, rng } = ctx;
  const [back, front] = colors ?? [mix(t.far, t.sky[t.sky.length - 1], 0.45), mix(t.far, t.near, 0.4)];
  let out = '';
  [back, front].forEach((fill, layer) => {
    const h = height * (layer === 0 ? 1 : 0.7);
    let d = `M0 ${r1(baseY)}`;
    let x = 0;
    while (x < W) {
      x += rng.range(W * 0.04, W * 0.1);
      d += ` L${r1(x)} ${r1(baseY - h * rng.range(0.35, 1))}`;
    }
    d += ` L${W} ${r1(baseY)} Z`;
    out += path(d, fill);
  });
  return out;
}

/** Palm colour: deep green by day, dusky plum at dawn, silhouettes after sunset. */
export function palmInk(time) {
  return (
    { day: '#2f4b38', golden: '#3b3a34', dawn: '#3a3450', dusk: '#120f24', night: '#050818' }[time] ??
    '#1d1d2b'
  );
}

/** A date palm: curved trunk with ring marks and drooping fronds. */
export function palm(ctx, x, groundY, height, color, lean = 0) {
  const { rng } = ctx;
  const topX = x + lean;
  const topY = groundY - height;
  const trunkW = height * 0.05;
  let out = path(
    `M${r1(x - trunkW)} ${r1(groundY)} Q${r1(x + lean * 0.2 - trunkW * 0.6)} ${r1(groundY - height * 0.5)} ${r1(topX - trunkW * 0.4)} ${r1(topY)} L${r1(topX + trunkW * 0.4)} ${r1(topY)} Q${r1(x + lean * 0.2 + trunkW * 0.6)} ${r1(groundY - height * 0.5)} ${r1(x + trunkW)} ${r1(groundY)} Z`,
    color,
  );
  const fronds = 9;
  for (let i = 0; i < fronds; i++) {
    const angle = Math.PI + (Math.PI * i) / (fronds - 1) + rng.range(-0.12, 0.12);
    const len = height * rng.range(0.38, 0.5);
    const ex = topX + Math.cos(angle) * len;
    const ey = topY + Math.sin(angle) * len * 0.45 + len * 0.45;
    const cx = topX + Math.cos(angle) * len * 0.55;
    const cy = topY + Math.sin(angle) * len * 0.6 - len * 0.12;
    const nx = -Math.sin(angle) * len * 0.07;
    const ny = Math.cos(angle) * len * 0.07;
    out += path(
      `M${r1(topX)} ${r1(topY)} Q${r1(cx + nx)} ${r1(cy + ny)} ${r1(ex)} ${r1(ey)} Q${r1(cx - nx)} ${r1(cy - ny)} ${r1(topX)} ${r1(topY)} Z`,
      color,
    );
  }
  return out;
}

/**
 * `count` trees at random along the width, standing on `groundY`, `minSize` to `maxSize` tall, of
 * `color`, or of one picked at random from it when it is a list.
 */
export function treeRow(ctx, count, groundY, [minSize, maxSize], color) {
  const { W, rng } = ctx;
  let out = '';
  for (let i = 0; i < count; i++)
    out += tree(
      ctx,
      rng.range(0, W),
      groundY,
      rng.range(minSize, maxSize),
      Array.isArray(color) ? rng.pick(color) : color,
    );
  return out;
}

/** A rounded broadleaf tree (parks, golf courses, Sobha forest). */
export function tree(ctx, x, groundY, size, color) {
  const { rng } = ctx;
  let out = rect(x - size * 0.05, groundY - size * 0.5, size * 0.1, size * 0.5, darken(color, 0.45));
  for (let i = 0; i < 4; i++) {
    out += circle(
      x + rng.range(-0.25, 0.25) * size,
      groundY - size * rng.range(0.6, 0.9),
      size * rng.range(0.28, 0.38),
      i % 2 ? color : lighten(color, 0.12),
    );
  }
  return out;
}

const STYLES = ['box', 'box', 'stepped', 'spire', 'slant', 'round', 'crown'];

/**
 * A row of towers standing on `baseY`. Returns the markup; `near` layers get windows
 * (lit by the time of day), `far` layers are flat silhouettes that fade into the haze.
 */
export function skyline(
  ctx,
  time,
  baseY,
  { x0 = 0, x1 = ctx.W, maxH, minH, layer = 'near', landmark = false, density = 1 } = {},
) {
  const t = TIMES[time];
  const { rng } = ctx;
  const span = x1 - x0;
  const colour = layer === 'near' ? t.near : t.far;
  let out = '';
  let x = x0 - rng.range(0, 30);
  const landmarkX = landmark ? x0 + span * rng.range(0.35, 0.6) : -1;
  let landmarkDrawn = !landmark;
  while (x < x1) {
    const w = rng.range(span * 0.035, span * 0.075) / density;
    let h = rng.range(minH ?? maxH * 0.25, maxH * 0.75);
    if (!landmarkDrawn && x + w > landmarkX - maxH * 0.08) {
      // Drawn last among its neighbours would hide it; draw it now and leave a gap around its base.
      out += burj(ctx, landmarkX, baseY, maxH * 1.45, colour, t, layer);
      x = landmarkX + maxH * 0.09;
      landmarkDrawn = true;
      continue;
    }
    if (rng.chance(0.15)) h = maxH * rng.range(0.8, 1);
    const fill = mix(
      colour,
      t.sky[t.sky.length - 2],
      layer === 'near' ? rng.range(0, 0.12) : rng.range(0.05, 0.25),
    );
    out += tower(ctx, x, baseY, w, h, fill, t, rng.pick(STYLES), layer === 'near');
    x += w + rng.range(-w * 0.2, w * 0.25);
  }
  return out;
}

/** One tower with a shaded side face, a roof feature and (optionally) windows. */
export function tower(ctx, x, baseY, w, h, fill, t, style, withWindows) {
  const { rng } = ctx;
  const top = baseY - h;
  let out = '';
  if (style === 'stepped') {
    out += rect(x, top + h * 0.25, w, h * 0.75, fill);
    out += rect(x + w * 0.12, top + h * 0.1, w * 0.76, h * 0.2, fill);
    out += rect(x + w * 0.28, top, w * 0.44, h * 0.12, fill);
  } else if (style === 'spire') {
    out += rect(x, top, w, h, fill);
    out += poly(
      [
        [x + w * 0.42, top],
        [x + w * 0.5, top - h * 0.22],
        [x + w * 0.58, top],
      ],
      fill,
    );
  } else if (style === 'slant') {
    out += poly(
      [
        [x, baseY],
        [x, top + h * 0.12],
        [x + w, top],
        [x + w, baseY],
      ],
      fill,
    );
  } else if (style === 'round') {
    out += path(
      `M${r1(x)} ${r1(baseY)} L${r1(x)} ${r1(top + w / 2)} A${r1(w / 2)} ${r1(w / 2)} 0 0 1 ${r1(x + w)} ${r1(top + w / 2)} L${r1(x + w)} ${r1(baseY)} Z`,
      fill,
    );
  } else if (style === 'crown') {
    out += rect(x, top, w, h, fill);
    out += rect(x + w * 0.1, top - h * 0.05, w * 0.8, h * 0.05, fill);
    out += rect(x + w * 0.45, top - h * 0.12, w * 0.1, h * 0.07, fill);
  } else {
    out += rect(x, top, w, h, fill);
  }
  // Side face in shadow gives the towers some depth.
  out += rect(
    x + w * 0.72,
    top + (style === 'stepped' ? h * 0.25 : style === 'slant' ? h * 0.05 : 0),
    w * 0.28,
    h * 0.9,
    darken(fill, 0.25),
    'opacity="0.55"',
  );
  if (withWindows)
    out += windows(
      ctx,
      x,
      top + (style === 'stepped' ? h * 0.27 : h * 0.06),
      w * 0.7,
      h * (style === 'stepped' ? 0.7 : 0.9),
      t,
    );
  if (t.lit > 0.3 && rng.chance(0.5)) out += circle(x + w * 0.5, top - 4, 2, '#ff4d4d'); // aviation light
  return out;
}

/** Window grid: warm lit squares at dusk and night, pale glass bands by day. */
function windows(ctx, x, y, w, h, t) {
  const { rng } = ctx;
  const cols = Math.max(2, Math.round(w / 9));
  const rows = Math.max(3, Math.round(h / 12));
  const cw = w / cols;
  const rh = h / rows;
  let out = '';
  if (t.lit === 0) {
    for (let c = 0; c < cols; c++) {
      out += rect(x + c * cw + cw * 0.2, y, cw * 0.55, h, t.window, `opacity="${r1(rng.range(0.12, 0.3))}"`);
    }
    return out;
  }
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (rng.next() < t.lit)
        out += rect(
          x + c * cw + cw * 0.25,
          y + r * rh + rh * 0.25,
          cw * 0.5,
          rh * 0.5,
          t.window,
          `opacity="${r1(rng.range(0.55, 1))}"`,
        );
    }
  }
  return out;
}

/** A tall tapering landmark tower with a needle, in the spirit of Dubai's tallest. */
export function burj(ctx, cx, baseY, h, fill, t, layer) {
  const segments = 7;
  let out = '';
  const baseW = h * 0.11;
  for (let i = 0; i < segments; i++) {
    const w = baseW * (1 - i / segments) ** 1.1;
    const y = baseY - (h * 0.8 * (i + 1)) / segments;
    const hh = (h * 0.8) / segments + 1;
    out += rect(cx - w / 2, y, w, hh, fill);
    out += rect(cx + w * 0.12, y, w * 0.38, hh, darken(fill, 0.2), 'opacity="0.5"');
    if (layer === 'near' && t.lit > 0) {
      out += rect(cx - w * 0.35, y + hh * 0.3, w * 0.15, hh * 0.4, t.window, 'opacity="0.35"');
    }
  }
  out += poly(
    [
      [cx - baseW * 0.05, baseY - h * 0.8],
      [cx, baseY - h],
      [cx + baseW * 0.05, baseY - h * 0.8],
    ],
    fill,
  );
  out += rect(cx - 0.8, baseY - h * 1.06, 1.6, h * 0.08, fill);
  if (t.lit > 0) out += circle(cx, baseY - h * 1.06, 2.2, '#ff5959');
  return out;
}

/** Mirror of everything drawn above `baseY`, faded, for skylines on the water. */
export function reflection(ctx, content, baseY, opacity = 0.28) {
  return `<g opacity="${opacity}" transform="translate(0 ${r1(baseY * 2)}) scale(1 -1)">${content}</g>`;
}

/** A sail-shaped hotel silhouette on its own island (coastal scenes). */
export function sailHotel(ctx, x, baseY, h, fill) {
  return (
    path(
      `M${r1(x)} ${r1(baseY)} L${r1(x)} ${r1(baseY - h)} Q${r1(x + h * 0.38)} ${r1(baseY - h * 0.55)} ${r1(x + h * 0.3)} ${r1(baseY)} Z`,
      fill,
    ) +
    rect(x - h * 0.03, baseY - h * 1.08, h * 0.025, h * 1.08, fill) +
    ellipse(x + h * 0.12, baseY + 2, h * 0.28, h * 0.03, darken(fill, 0.2))
  );
}

/** A domed mosque-like silhouette: central dome, two minarets (Abu Dhabi and Sharjah scenes). */
export function domes(ctx, cx, baseY, size, fill) {
  let out = rect(cx - size * 0.8, baseY - size * 0.3, size * 1.6, size * 0.3, fill);
  for (let i = 0; i < 7; i++) {
    const ax = cx - size * 0.7 + i * size * 0.233;
    out += path(
      `M${r1(ax - size * 0.06)} ${r1(baseY)} L${r1(ax - size * 0.06)} ${r1(baseY - size * 0.16)} Q${r1(ax)} ${r1(baseY - size * 0.24)} ${r1(ax + size * 0.06)} ${r1(baseY - size * 0.16)} L${r1(ax + size * 0.06)} ${r1(baseY)} Z`,
      darken(fill, 0.18),
    );
  }
  out += path(
    `M${r1(cx - size * 0.32)} ${r1(baseY - size * 0.3)} C${r1(cx - size * 0.36)} ${r1(baseY - size * 0.6)} ${r1(cx - size * 0.1)} ${r1(baseY - size * 0.72)} ${r1(cx)} ${r1(baseY - size * 0.8)} C${r1(cx + size * 0.1)} ${r1(baseY - size * 0.72)} ${r1(cx + size * 0.36)} ${r1(baseY - size * 0.6)} ${r1(cx + size * 0.32)} ${r1(baseY - size * 0.3)} Z`,
    fill,
  );
  out += rect(cx - 1.5, baseY - size * 0.92, 3, size * 0.14, fill);
  for (const dx of [-0.52, 0.52]) {
    out += path(
      `M${r1(cx + dx * size - size * 0.13)} ${r1(baseY - size * 0.3)} A${r1(size * 0.13)} ${r1(size * 0.16)} 0 0 1 ${r1(cx + dx * size + size * 0.13)} ${r1(baseY - size * 0.3)} Z`,
      fill,
    );
  }
  for (const dx of [-1, 1]) {
    const mx = cx + dx * size * 0.9;
    out += rect(mx - size * 0.035, baseY - size * 0.95, size * 0.07, size * 0.95, fill);
    out += rect(mx - size * 0.055, baseY - size * 0.7, size * 0.11, size * 0.03, fill);
    out += poly(
      [
        [mx - size * 0.045, baseY - size * 0.95],
        [mx, baseY - size * 1.08],
        [mx + size * 0.045, baseY - size * 0.95],
      ],
      fill,
    );
  }
  return out;
}
