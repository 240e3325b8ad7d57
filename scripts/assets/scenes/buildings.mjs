/** Low-rise architecture: modern villas, townhouse rows, shopfronts, warehouses, European blocks, a fort. */
import { TIMES } from './outdoor.mjs';
import { circle, darken, lighten, line, mix, path, poly, r1, rect } from '../lib/svg.mjs';

const WALLS = ['#f4efe6', '#ece3d3', '#e9e6e1', '#f1e6d6', '#dcd5ca'];
const WOOD = ['#8a5a3b', '#a06b45', '#6f4a33'];

/** Glass pane: reflects the sky by day, glows warm at dusk and night. */
function glass(ctx, x, y, w, h, time) {
  const t = TIMES[time];
  const warm = time === 'dusk' || time === 'night';
  const fill = warm
    ? ctx.linear(['#ffe1a3', '#f4a85a'])
    : ctx.linear([lighten(t.sky[1], 0.25), t.glass, darken(t.sky[0], 0.1)], { x1: 0, y1: 0, x2: 1, y2: 1 });
  let out = rect(x, y, w, h, fill);
  const panes = Math.max(1, Math.round(w / (h * 0.45)));
  for (let i = 1; i < panes; i++)
    out += line(x + (w / panes) * i, y, x + (w / panes) * i, y + h, '#2b2b2b', Math.max(1, w * 0.008));
  out += rect(x, y, w, h, 'none', `stroke="#2b2b2b" stroke-width="${r1(Math.max(1.5, w * 0.01))}"`);
  return out;
}

/** A contemporary two-storey villa with cantilevered slabs, timber cladding and a pool in front. */
export function villa(ctx, x, groundY, w, time, { pool = true } = {}) {
  const { rng } = ctx;
  const wall = rng.pick(WALLS);
  const wood = rng.pick(WOOD);
  const slab = '#3a3a3f';
  const h1 = w * 0.22;
  const h2 = w * 0.2;
  const upperX = x + w * rng.range(0.25, 0.4);
  const upperW = w * rng.range(0.5, 0.62);
  const shade = TIMES[time].lit > 0.3 ? 0.35 : 0.08;
  let out = '';
  // Ground floor
  out += rect(x, groundY - h1, w, h1, darken(wall, shade));
  out += glass(ctx, x + w * 0.06, groundY - h1 * 0.85, w * 0.42, h1 * 0.85, time);
  out += rect(x + w * 0.55, groundY - h1, w * 0.14, h1, wood);
  for (let i = 1; i < 6; i++)
    out += line(
      x + w * 0.55 + (w * 0.14 * i) / 6,
      groundY - h1,
      x + w * 0.55 + (w * 0.14 * i) / 6,
      groundY,
      darken(wood, 0.3),
      1,
    );
  out += glass(ctx, x + w * 0.73, groundY - h1 * 0.7, w * 0.2, h1 * 0.45, time);
  // Upper floor
  out += rect(upperX, groundY - h1 - h2, upperW, h2, darken(wall, shade * 0.8));
  out += glass(ctx, upperX + upperW * 0.08, groundY - h1 - h2 * 0.82, upperW * 0.55, h2 * 0.62, time);
  out += rect(
    upperX + upperW * 0.7,
    groundY - h1 - h2 * 0.82,
    upperW * 0.22,
    h2 * 0.62,
    darken(wall, 0.12 + shade),
  );
  // Slabs cast the deep shadows that make these houses read as modern.
  out += rect(x - w * 0.04, groundY - h1 - w * 0.018, w * 1.06, w * 0.018, slab);
  out += rect(upperX - w * 0.06, groundY - h1 - h2 - w * 0.02, upperW + w * 0.1, w * 0.02, slab);
  out += rect(x, groundY - h1, w, h1 * 0.08, '#000', 'opacity="0.15"');
  // Balustrade glass on the terrace
  out += rect(x, groundY - h1 - w * 0.018 - h2 * 0.3, upperX - x, h2 * 0.3, '#cfe7f2', 'opacity="0.35"');
  // Terrace and pool
  out += rect(x - w * 0.1, groundY, w * 1.2, w * 0.03, '#d8cbb5');
  if (pool) {
    const py = groundY + w * 0.03;
    out += poly(
      [
        [x - w * 0.02, py],
        [x + w * 0.75, py],
        [x + w * 0.85, py + w * 0.07],
        [x - w * 0.12, py + w * 0.07],
      ],
      ctx.linear(['#7fe0e6', '#1d9bb3']),
    );
    for (let i = 0; i < 6; i++)
      out += line(
        x + w * rng.range(0, 0.6),
        py + w * rng.range(0.01, 0.06),
        x + w * rng.range(0.05, 0.75),
        py + w * rng.range(0.01, 0.06),
        '#e8ffff',
        1.2,
        'opacity="0.6"',
      );
  }
  return out;
}

/** A row of townhouses with alternating tones, doors, upper windows and small front gardens. */
export function townhouses(ctx, x, groundY, unitW, count, time) {
  const { rng } = ctx;
  const tones = [rng.pick(WALLS), rng.pick(['#d9c4a6', '#cdb79a', '#e3d2b8'])];
  const roof = rng.pick(['#5a4a42', '#3f4a55', '#6b5545']);
  const pitched = rng.chance(0.5);
  const warm = TIMES[time].lit > 0.3;
  let out = '';
  for (let i = 0; i < count; i++) {
    const ux = x + i * unitW;
    const h = unitW * 1.05;
    const wall = darken(tones[i % 2], warm ? 0.35 : 0.05);
    out += rect(ux, groundY - h, unitW, h, wall);
    if (pitched)
      out += poly(
        [
          [ux - 2, groundY - h],
          [ux + unitW / 2, groundY - h - unitW * 0.35],
          [ux + unitW + 2, groundY - h],
        ],
        roof,
      );
    else out += rect(ux - 2, groundY - h - unitW * 0.06, unitW + 4, unitW * 0.06, roof);
    out += glass(ctx, ux + unitW * 0.15, groundY - h * 0.9, unitW * 0.7, h * 0.28, time);
    out += rect(ux + unitW * 0.1, groundY - h * 0.55, unitW * 0.8, h * 0.03, '#444');
    out += glass(ctx, ux + unitW * 0.1, groundY - h * 0.42, unitW * 0.4, h * 0.3, time);
    out += rect(ux + unitW * 0.6, groundY - h * 0.42, unitW * 0.28, h * 0.42, rng.pick(WOOD));
    out += circle(ux + unitW * 0.64, groundY - h * 0.2, 1.6, '#d8c28a');
    out += line(ux, groundY - h, ux, groundY, darken(wall, 0.25), 2);
  }
  out += rect(x - unitW * 0.2, groundY, unitW * (count + 0.4), unitW * 0.05, '#cfc4b0');
  return out;
}

/** A street of shopfronts with awnings under glass offices (commercial listings). */
export function shopfronts(ctx, x, groundY, w, h, time) {
  const { rng } = ctx;
  const t = TIMES[time];
  const frame = rng.pick(['#2f3642', '#3d3a36', '#273444']);
  let out = rect(x, groundY - h, w, h, frame);
  // Office floors above
  const floors = 5;
  for (let f = 0; f < floors; f++) {
    const fy = groundY - h + (h * 0.62 * f) / floors;
    out += rect(
      x + 6,
      fy + 6,
      w - 12,
      (h * 0.62) / floors - 10,
      ctx.linear([lighten(t.sky[1], 0.2), t.glass]),
      `opacity="${t.lit > 0.3 ? 0.55 : 0.85}"`,
    );
    if (t.lit > 0.3)
      out += rect(
        x + 6,
        fy + 6,
        w - 12,
        (h * 0.62) / floors - 10,
        '#ffe0a0',
        `opacity="${r1(rng.range(0.2, 0.6))}"`,
      );
    for (let c = 1; c < 10; c++)
      out += line(x + (w * c) / 10, fy + 6, x + (w * c) / 10, fy + (h * 0.62) / floors - 4, frame, 2);
  }
  // Shops at street level
  const shops = 4;
  const sw = w / shops;
  const awnings = ['#b8864b', '#2f6f6a', '#8c3b3b', '#3d5a80'];
  for (let s = 0; s < shops; s++) {
    const sx = x + s * sw;
    const sy = groundY - h * 0.3;
    out += rect(
      sx + 8,
      sy + h * 0.08,
      sw - 16,
      h * 0.22,
      ctx.linear(['#fff2cf', '#f2c27d']),
      `opacity="${t.lit > 0.3 ? 1 : 0.75}"`,
    );
    out += poly(
      [
        [sx + 4, sy],
        [sx + sw - 4, sy],
        [sx + sw, sy + h * 0.07],
        [sx, sy + h * 0.07],
      ],
      awnings[(s + rng.int(0, 3)) % 4],
    );
    out += rect(sx + sw * 0.2, sy - h * 0.05, sw * 0.6, h * 0.035, lighten(frame, 0.5), 'opacity="0.7"');
    out += line(sx + sw / 2, sy + h * 0.08, sx + sw / 2, groundY, frame, 3);
  }
  return out;
}

/** A warehouse with ribbed cladding and loading doors (logistics listings). */
export function warehouse(ctx, x, groundY, w, time) {
  const { rng } = ctx;
  const h = w * 0.28;
  const clad = darken(rng.pick(['#c9ced4', '#d6d2c8', '#b9c3cc']), TIMES[time].lit > 0.3 ? 0.4 : 0);
  let out = poly(
    [
      [x, groundY],
      [x, groundY - h],
      [x + w / 2, groundY - h * 1.18],
      [x + w, groundY - h],
      [x + w, groundY],
    ],
    clad,
  );
  for (let i = 1; i < 40; i++)
    out += line(
      x + (w * i) / 40,
      groundY - h * (1 + 0.18 * (1 - Math.abs(i / 20 - 1))),
      x + (w * i) / 40,
      groundY,
      darken(clad, 0.12),
      1.2,
    );
  for (let d = 0; d < 4; d++) {
    const dx = x + w * (0.1 + d * 0.2);
    out += rect(dx, groundY - h * 0.55, w * 0.13, h * 0.55, '#5d6570');
    for (let s = 1; s < 8; s++)
      out += line(
        dx,
        groundY - h * 0.55 + (h * 0.55 * s) / 8,
        dx + w * 0.13,
        groundY - h * 0.55 + (h * 0.55 * s) / 8,
        '#4b525c',
        1,
      );
  }
  out += rect(x + w * 0.05, groundY - h * 0.85, w * 0.3, h * 0.12, '#27415e');
  out += rect(x - w * 0.05, groundY, w * 1.1, w * 0.03, '#8d8d8d');
  return out;
}

/** Mid-rise European apartment blocks with pitched roofs (London, Istanbul). */
export function europeanBlocks(ctx, x0, x1, groundY, time, { brick = true } = {}) {
  const { rng } = ctx;
  const t = TIMES[time];
  const palette = brick
    ? ['#9c5a43', '#b07050', '#8a4c3a', '#c4a484']
    : ['#e8dcc6', '#d9c7a9', '#f1e7d3', '#cdb89a'];
  let out = '';
  let x = x0;
  while (x < x1) {
    const w = rng.range(90, 170);
    const h = rng.range(160, 300);
    const wall = darken(rng.pick(palette), t.lit > 0.3 ? 0.45 : 0);
    out += rect(x, groundY - h, w, h, wall);
    out += poly(
      [
        [x - 4, groundY - h],
        [x + w / 2, groundY - h - w * 0.3],
        [x + w + 4, groundY - h],
      ],
      darken(wall, 0.35),
    );
    const cols = Math.max(2, Math.round(w / 34));
    const rows = Math.floor(h / 42);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const wx = x + (w / cols) * c + w / cols / 2 - 8;
        const wy = groundY - h + 16 + r * 42;
        const lit = rng.next() < t.lit;
        out += rect(wx, wy, 16, 24, lit ? t.window : mix('#2c3646', t.glass, 0.35));
        out += rect(wx - 2, wy + 24, 20, 3, lighten(wall, 0.4));
      }
    }
    x += w + rng.range(2, 10);
  }
  return out;
}

/** A small square fort with corner towers (Umm Al Quwain and Dibba heritage scenes). */
export function fort(ctx, cx, groundY, size, time) {
  const wall = darken('#d8b98a', TIMES[time].lit > 0.3 ? 0.45 : 0);
  let out = rect(cx - size, groundY - size * 0.6, size * 2, size * 0.6, wall);
  for (const dx of [-1, 1]) {
    out += rect(
      cx + dx * size - size * 0.2,
      groundY - size * 0.95,
      size * 0.4,
      size * 0.95,
      darken(wall, 0.08),
    );
    for (let i = 0; i < 3; i++)
      out += rect(
        cx + dx * size - size * 0.2 + i * size * 0.15,
        groundY - size * 1.02,
        size * 0.09,
        size * 0.08,
        darken(wall, 0.08),
      );
  }
  for (let i = 0; i < 10; i++)
    out += rect(cx - size * 0.8 + i * size * 0.17, groundY - size * 0.66, size * 0.08, size * 0.07, wall);
  out += path(
    `M${r1(cx - size * 0.15)} ${r1(groundY)} L${r1(cx - size * 0.15)} ${r1(groundY - size * 0.25)} A${r1(size * 0.15)} ${r1(size * 0.15)} 0 0 1 ${r1(cx + size * 0.15)} ${r1(groundY - size * 0.25)} L${r1(cx + size * 0.15)} ${r1(groundY)} Z`,
    '#5a3f2a',
  );
  return out;
}
