/** Living-room interiors with a picture window onto the city, built from simple geometric furniture. */
import { TIMES, skyline, sky, water } from './outdoor.mjs';
import { circle, darken, ellipse, lighten, line, path, poly, r1, rect } from '../lib/svg.mjs';

const PALETTES = [
  { wall: '#efe7dc', floor: '#b98c62', sofa: '#d8cbb8', accent: '#b5654a', rug: '#e9dfd0' },
  { wall: '#e6e8ea', floor: '#8f8a84', sofa: '#5d6b7a', accent: '#d9a441', rug: '#cfd5da' },
  { wall: '#eae6dc', floor: '#a77b54', sofa: '#6f7f63', accent: '#c98b5b', rug: '#ddd6c6' },
  { wall: '#f2eee8', floor: '#cfc3b1', sofa: '#243a5e', accent: '#c9a45c', rug: '#e9e3d8' },
];

/** A living room (or a bedroom, or an open kitchen); `time` is the time of day seen through the window. */
export function livingRoom(ctx, time, { palette, bedroom = false, kitchen = false } = {}) {
  const { W, H, rng } = ctx;
  const p = palette ?? rng.pick(PALETTES);
  const floorY = H * 0.72;
  const dim = TIMES[time].lit > 0.3 ? 0.25 : 0;
  let out = rect(0, 0, W, floorY, darken(p.wall, dim));
  // Ceiling shadow and cove light
  out += rect(0, 0, W, H * 0.06, ctx.linear([darken(p.wall, 0.25 + dim), darken(p.wall, dim)]));
  // Window onto the city
  const wx = W * rng.range(0.08, 0.3);
  const ww = W * rng.range(0.42, 0.55);
  const wy = H * 0.12;
  const wh = floorY - wy - H * 0.06;
  const view = ctx.clip(rect(wx, wy, ww, wh, '#000'));
  const horizon = wy + wh * 0.72;
  out += `<g clip-path="${view}">${sky(ctx, time, horizon, { sunX: wx + ww * 0.7 })}${skyline(ctx, time, horizon + 4, { x0: wx - 20, x1: wx + ww + 20, maxH: wh * 0.55, layer: 'far', landmark: rng.chance(0.5) })}${water(ctx, time, horizon + 4, wy + wh)}</g>`;
  const frame = '#2d2d2d';
  out += rect(wx, wy, ww, wh, 'none', `stroke="${frame}" stroke-width="${r1(W * 0.008)}"`);
  for (let i = 1; i < 3; i++)
    out += line(wx + (ww * i) / 3, wy, wx + (ww * i) / 3, wy + wh, frame, W * 0.004);
  // Sheer curtain
  out += rect(
    wx + ww + W * 0.005,
    wy - H * 0.02,
    W * 0.06,
    wh + H * 0.05,
    lighten(p.wall, 0.4),
    'opacity="0.85"',
  );
  for (let i = 0; i < 5; i++)
    out += line(
      wx + ww + W * 0.012 * (i + 1),
      wy,
      wx + ww + W * 0.012 * (i + 1),
      wy + wh + H * 0.03,
      darken(p.wall, 0.08),
      1.5,
    );
  // Art on the wall
  const ax = wx + ww + W * 0.1;
  if (ax + W * 0.14 < W) {
    out += rect(ax, H * 0.18, W * 0.13, H * 0.2, '#fbfaf7', 'stroke="#3a3a3a" stroke-width="4"');
    out += circle(ax + W * 0.065, H * 0.26, H * 0.05, p.accent, 'opacity="0.85"');
    out += rect(ax + W * 0.02, H * 0.31, W * 0.09, H * 0.02, darken(p.accent, 0.3));
  }
  // Floor with planks in perspective
  out += rect(0, floorY, W, H - floorY, ctx.linear([darken(p.floor, 0.1 + dim), p.floor]));
  for (let i = -8; i <= 8; i++)
    out += line(
      W / 2 + i * W * 0.04,
      floorY,
      W / 2 + i * W * 0.16,
      H,
      darken(p.floor, 0.18),
      1.2,
      'opacity="0.5"',
    );
  // Window light on the floor
  out += poly(
    [
      [wx, floorY],
      [wx + ww, floorY],
      [wx + ww * 1.25, H],
      [wx - ww * 0.1, H],
    ],
    '#fff6dc',
    `opacity="${time === 'night' ? 0.04 : 0.14}"`,
  );
  if (kitchen) return out + kitchenFurniture(W, H, p, floorY, time);
  // Rug
  out += ellipse(W * 0.5, H * 0.87, W * 0.3, H * 0.07, p.rug);
  if (bedroom) {
    out += bed(W, H, p, floorY);
  } else {
    // Sofa
    const sx = W * 0.22;
    const sw = W * 0.42;
    const sy = H * 0.66;
    out += rect(sx, sy, sw, H * 0.15, darken(p.sofa, 0.15), `rx="${r1(H * 0.02)}"`);
    out += rect(sx + W * 0.02, sy - H * 0.1, sw - W * 0.04, H * 0.13, p.sofa, `rx="${r1(H * 0.02)}"`);
    // An arm at each end, then a cushion near each end.
    for (const armX of [sx - W * 0.025, sx + sw - W * 0.025])
      out += rect(armX, sy - H * 0.03, W * 0.05, H * 0.18, darken(p.sofa, 0.08), `rx="${r1(H * 0.02)}"`);
    for (const [cushionX, colour] of [
      [sx + W * 0.05, p.accent],
      [sx + sw - W * 0.12, lighten(p.accent, 0.3)],
    ])
      out += rect(cushionX, sy - H * 0.06, W * 0.07, H * 0.07, colour, `rx="${r1(H * 0.015)}"`);
    // Coffee table
    out += ellipse(W * 0.47, H * 0.88, W * 0.11, H * 0.025, darken(p.floor, 0.4));
    out += rect(W * 0.46, H * 0.88, W * 0.02, H * 0.05, darken(p.floor, 0.5));
    out += ellipse(W * 0.47, H * 0.865, W * 0.11, H * 0.022, '#3a3a3a');
    out += circle(W * 0.44, H * 0.85, H * 0.012, '#f2efe9');
  }
  // Floor lamp
  const lx = W * 0.78;
  out += line(lx, H * 0.5, lx, H * 0.85, '#2b2b2b', 4);
  out += ellipse(lx, H * 0.86, W * 0.02, H * 0.008, '#2b2b2b');
  out += poly(
    [
      [lx - W * 0.035, H * 0.5],
      [lx + W * 0.035, H * 0.5],
      [lx + W * 0.022, H * 0.42],
      [lx - W * 0.022, H * 0.42],
    ],
    '#f3e3c0',
  );
  if (TIMES[time].lit > 0.1)
    out += circle(
      lx,
      H * 0.5,
      W * 0.12,
      ctx.radial([
        [0, '#ffd98a', 0.45],
        [1, '#ffd98a', 0],
      ]),
    );
  // Plant
  const px = W * 0.9;
  out += rect(px - W * 0.03, H * 0.78, W * 0.06, H * 0.08, '#cfc7bb', `rx="${r1(W * 0.006)}"`);
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + rng.range(-1, 1);
    const len = H * rng.range(0.1, 0.2);
    out += path(leaf(px, H * 0.78, a, len), i % 2 ? '#3f7350' : '#4f8a5f');
  }
  // Pendant lights
  for (const fx of [0.4, 0.55]) {
    out += line(W * fx, 0, W * fx, H * 0.2, '#2b2b2b', 1.5);
    out += path(
      `M${r1(W * fx - 22)} ${r1(H * 0.2 + 18)} A22 22 0 0 1 ${r1(W * fx + 22)} ${r1(H * 0.2 + 18)} Z`,
      '#2b2b2b',
    );
    if (TIMES[time].lit > 0.1)
      out += circle(
        W * fx,
        H * 0.2 + 22,
        40,
        ctx.radial([
          [0, '#ffe3a1', 0.6],
          [1, '#ffe3a1', 0],
        ]),
      );
  }
  return out;
}

function leaf(x, y, angle, len) {
  const ex = x + Math.cos(angle) * len;
  const ey = y + Math.sin(angle) * len;
  const nx = -Math.sin(angle) * len * 0.18;
  const ny = Math.cos(angle) * len * 0.18;
  const mx = (x + ex) / 2;
  const my = (y + ey) / 2;
  return `M${r1(x)} ${r1(y)} Q${r1(mx + nx)} ${r1(my + ny)} ${r1(ex)} ${r1(ey)} Q${r1(mx - nx)} ${r1(my - ny)} ${r1(x)} ${r1(y)} Z`;
}

function bed(W, H, p, floorY) {
  const bx = W * 0.25;
  const bw = W * 0.45;
  let out = rect(bx, floorY - H * 0.2, bw, H * 0.2, darken(p.floor, 0.35), `rx="8"`);
  out += rect(bx - W * 0.01, H * 0.7, bw + W * 0.02, H * 0.16, '#f7f4ee', `rx="10"`);
  out += rect(bx - W * 0.01, H * 0.78, bw + W * 0.02, H * 0.08, p.sofa, `rx="8"`);
  out += rect(bx + W * 0.04, H * 0.66, W * 0.14, H * 0.06, '#ffffff', `rx="10"`);
  out += rect(bx + bw - W * 0.18, H * 0.66, W * 0.14, H * 0.06, '#ffffff', `rx="10"`);
  out += rect(bx - W * 0.08, H * 0.74, W * 0.06, H * 0.1, darken(p.floor, 0.3));
  out += rect(bx + bw + W * 0.02, H * 0.74, W * 0.06, H * 0.1, darken(p.floor, 0.3));
  return out;
}

/** An open kitchen before the window: a tall cabinet wall with its oven, an island with a sink and a
 * hob, three bar stools and pendant lights over the worktop. */
function kitchenFurniture(W, H, p, floorY, time) {
  const cabinet = darken(p.sofa, 0.05);
  const worktop = '#f4f1ec';
  // Tall cabinets on the left wall, with an oven and a fridge door.
  let out = rect(0, H * 0.1, W * 0.14, floorY - H * 0.1, cabinet);
  for (let i = 1; i < 4; i++)
    out += line(
      0,
      H * 0.1 + ((floorY - H * 0.1) * i) / 4,
      W * 0.14,
      H * 0.1 + ((floorY - H * 0.1) * i) / 4,
      darken(cabinet, 0.2),
      2,
    );
  out += rect(W * 0.02, H * 0.36, W * 0.1, H * 0.12, '#2b2b2b', 'rx="4"');
  out += rect(W * 0.03, H * 0.38, W * 0.08, H * 0.07, '#4a4a4a');
  // Back counter under the window line, with a splashback.
  out += rect(W * 0.14, floorY - H * 0.16, W * 0.86, H * 0.16, darken(cabinet, 0.1));
  out += rect(W * 0.14, floorY - H * 0.17, W * 0.86, H * 0.015, worktop);
  // The island, in front.
  const ix = W * 0.2;
  const iw = W * 0.56;
  const iy = H * 0.7;
  out += rect(ix, iy, iw, H * 0.18, cabinet, 'rx="6"');
  out += rect(ix - W * 0.01, iy - H * 0.02, iw + W * 0.02, H * 0.03, worktop, 'rx="4"');
  out += rect(ix + iw * 0.15, iy - H * 0.017, iw * 0.16, H * 0.012, '#b8bcc2', 'rx="3"');
  for (const hx of [0.65, 0.75])
    out += ellipse(ix + iw * hx, iy - H * 0.011, W * 0.018, H * 0.006, '#2b2b2b');
  out += line(ix + iw * 0.23, iy - H * 0.02, ix + iw * 0.23, iy - H * 0.07, '#9aa0a6', 4);
  out += line(ix + iw * 0.23, iy - H * 0.07, ix + iw * 0.27, iy - H * 0.07, '#9aa0a6', 4);
  // A bowl of fruit and three stools.
  out += ellipse(ix + iw * 0.48, iy - H * 0.03, W * 0.03, H * 0.015, p.accent);
  for (const sx of [0.22, 0.5, 0.78]) {
    const x = ix + iw * sx;
    out += line(x - W * 0.015, H * 0.84, x - W * 0.02, H * 0.97, '#2b2b2b', 3);
    out += line(x + W * 0.015, H * 0.84, x + W * 0.02, H * 0.97, '#2b2b2b', 3);
    out += ellipse(x, H * 0.835, W * 0.03, H * 0.015, darken(p.floor, 0.45));
  }
  // Pendants over the island.
  for (const fx of [0.35, 0.5, 0.65]) {
    out += line(W * fx, 0, W * fx, H * 0.4, '#2b2b2b', 1.5);
    out += circle(W * fx, H * 0.42, H * 0.025, p.accent);
    if (TIMES[time].lit > 0.1) out += circle(W * fx, H * 0.45, H * 0.05, '#ffe3a1', 'opacity="0.35"');
  }
  return out;
}
