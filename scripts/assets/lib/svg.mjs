/** Tiny SVG building blocks shared by the scenes. Numbers are rounded to keep the markup small. */

export const r1 = (n) => Math.round(n * 10) / 10;

/** A drawing context: its seeded random stream and the <defs> collected while drawing. */
export function createContext(rng, W, H) {
  const defs = [];
  let counter = 0;
  return {
    rng,
    W,
    H,
    defs,
    id: (prefix) => `${prefix}${++counter}`,
    /** Registers a vertical (or custom) linear gradient and returns url(#id). */
    linear(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
      const id = `lg${++counter}`;
      defs.push(
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${gradientStops(stops)}</linearGradient>`,
      );
      return `url(#${id})`;
    },
    radial(stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
      const id = `rg${++counter}`;
      defs.push(
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${gradientStops(stops)}</radialGradient>`,
      );
      return `url(#${id})`;
    },
    clip(shape) {
      const id = `cp${++counter}`;
      defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
      return `url(#${id})`;
    },
  };
}

/** stops: array of colours (evenly spaced) or [offset, colour, opacity?] triples. */
function gradientStops(stops) {
  return stops
    .map((s, i) => {
      if (typeof s === 'string')
        return `<stop offset="${r1((i / Math.max(1, stops.length - 1)) * 100)}%" stop-color="${s}"/>`;
      const [offset, color, opacity = 1] = s;
      return `<stop offset="${r1(offset * 100)}%" stop-color="${color}" stop-opacity="${opacity}"/>`;
    })
    .join('');
}

export function svgDocument(ctx, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ctx.W}" height="${ctx.H}" viewBox="0 0 ${ctx.W} ${ctx.H}"><defs>${ctx.defs.join('')}</defs>${body}</svg>`;
}

export const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" ${extra}/>`;

export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" ${extra}/>`;

export const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}" ${extra}/>`;

export const poly = (points, fill, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;

export const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;

export const line = (x1, y1, x2, y2, stroke, width = 1, extra = '') =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;

export const text = (
  x,
  y,
  content,
  {
    size = 24,
    fill = '#fff',
    weight = 'normal',
    anchor = 'start',
    family = "'DejaVu Sans', sans-serif",
    spacing = 0,
    extra = '',
  } = {},
) =>
  `<text x="${r1(x)}" y="${r1(y)}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" letter-spacing="${spacing}" ${extra}>${escapeXml(content)}</text>`;

export const escapeXml = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Mixes two #rrggbb colours; t=0 gives a, t=1 gives b. */
export function mix(a, b, t) {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p, s) => (p >> s) & 255;
  const c = (s) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t);
  return `#${[c(16), c(8), c(0)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export const darken = (c, t) => mix(c, '#000000', t);
export const lighten = (c, t) => mix(c, '#ffffff', t);
