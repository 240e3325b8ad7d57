/** Special pictures: 360° "little planet" scenes, the Palm seen from above, land plots, penthouse terraces, 3D teaser. */
import { TIMES, dunes, glow, mountains, palm, sky, skyline, skyOverCity, tower, tree } from './outdoor.mjs';
import { circle, darken, ellipse, lighten, line, mix, path, poly, r1, rect, text } from '../lib/svg.mjs';

/** A 360° panorama folded into a "little planet": buildings and palms radiate around a small globe. */
export function littlePlanet(ctx, time, { green = false } = {}) {
  const { W, H, rng } = ctx;
  const t = TIMES[time];
  const cx = W / 2;
  const cy = H * 0.58;
  const R = Math.min(W, H) * 0.2;
  let out = rect(
    0,
    0,
    W,
    H,
    ctx.radial(
      [
        [0, t.sky[t.sky.length - 1]],
        [0.45, t.sky[t.sky.length - 2]],
        [1, t.sky[0]],
      ],
      { cx: 0.5, cy: 0.58, r: 0.75 },
    ),
  );
  if (time === 'night' || time === 'dusk') {
    for (let i = 0; i < 70; i++)
      out += circle(
        rng.range(0, W),
        rng.range(0, H),
        rng.range(0.5, 1.6),
        '#fff',
        `opacity="${r1(rng.range(0.2, 0.8))}"`,
      );
  } else {
    out += circle(W * rng.range(0.15, 0.85), H * 0.15, W * 0.035, t.sun);
  }
  out += glow(ctx, cx, cy, R * 3.2, t.sunGlow, [
    [0.3, 0.35],
    [1, 0],
  ]);
  // Buildings first (behind the globe's rim), standing on the circle and pointing outwards
  const count = 34;
  for (let i = 0; i < count; i++) {
    const angle = (360 / count) * i + rng.range(-3, 3);
    const h = R * rng.range(0.45, 1.35);
    const w = R * rng.range(0.18, 0.3);
    const fill = mix(t.near, t.far, rng.range(0, 0.5));
    const kind = rng.next();
    let shape;
    if (kind < (green ? 0.45 : 0.15)) shape = treeShape(w, h * 0.45, green ? '#3f7a4f' : '#4f7f55');
    else if (kind < (green ? 0.6 : 0.3))
      shape = palm(ctx, 0, 0, h * 0.55, darken(t.near, 0.1), rng.range(-8, 8));
    else shape = tower(ctx, -w / 2, 0, w, h, fill, t, rng.pick(['box', 'spire', 'stepped', 'round']), true);
    out += `<g transform="translate(${r1(cx)} ${r1(cy)}) rotate(${r1(angle)}) translate(0 ${r1(-R + 2)})">${shape}</g>`;
  }
  // The globe: a lawn or sand disc with paths spiralling like a stitched panorama
  const ground = green ? '#5c9a5e' : time === 'night' ? '#2a3558' : '#d9b98a';
  out += circle(
    cx,
    cy,
    R,
    ctx.radial([
      [0, lighten(ground, 0.2)],
      [1, darken(ground, 0.25)],
    ]),
  );
  for (let i = 0; i < 8; i++)
    out += circle(
      cx,
      cy,
      R * (0.2 + i * 0.1),
      'none',
      `stroke="${lighten(ground, 0.3)}" stroke-width="1" opacity="0.35"`,
    );
  out += circle(
    cx,
    cy,
    R * 0.32,
    green ? ctx.linear(['#7fe0e6', '#1d9bb3']) : ctx.linear(['#8fd3e8', '#2a7fa8']),
  );
  // 360 badge
  out += rect(W - 132, 24, 108, 44, '#0f1b33', 'rx="22" opacity="0.85"');
  out += text(W - 78, 54, '360°', { size: 22, fill: '#e6c27a', weight: 'bold', anchor: 'middle' });
  out += path(`M${W - 118} 46 a 40 12 0 1 0 80 0`, 'none', 'stroke="#e6c27a" stroke-width="2" opacity="0.6"');
  return out;
}

function treeShape(w, h, color) {
  return (
    rect(-w * 0.08, -h * 0.5, w * 0.16, h * 0.5, darken(color, 0.5)) +
    circle(0, -h * 0.75, w * 0.8, color) +
    circle(w * 0.3, -h * 0.6, w * 0.5, lighten(color, 0.15))
  );
}

/** The palm-shaped island seen from above: trunk, fronds lined with villas, crescent breakwater. */
export function palmAerial(ctx) {
  const { W, H, rng } = ctx;
  let out = rect(
    0,
    0,
    W,
    H,
    ctx.radial(
      [
        [0, '#5fc3d6'],
        [0.6, '#2a8fb4'],
        [1, '#145f8a'],
      ],
      { cx: 0.5, cy: 0.55, r: 0.8 },
    ),
  );
  for (let i = 0; i < 40; i++)
    out += ellipse(
      rng.range(0, W),
      rng.range(0, H),
      rng.range(20, 80),
      rng.range(2, 5),
      '#ffffff',
      `opacity="${r1(rng.range(0.05, 0.15))}"`,
    );
  const cx = W / 2;
  const baseY = H * 1.05;
  const crownY = H * 0.42;
  const sand = '#f0ddb0';
  const green = '#6aa56b';
  // Crescent
  out += path(
    `M${r1(cx - W * 0.36)} ${r1(H * 0.5)} A${r1(W * 0.38)} ${r1(H * 0.5)} 0 0 1 ${r1(cx + W * 0.36)} ${r1(H * 0.5)}`,
    'none',
    `stroke="${sand}" stroke-width="${r1(H * 0.025)}" stroke-linecap="round"`,
  );
  // Trunk
  out += rect(cx - W * 0.04, crownY, W * 0.08, baseY - crownY, sand);
  out += rect(cx - W * 0.01, crownY, W * 0.02, baseY - crownY, '#d9c08c');
  // Fronds
  const fronds = 8;
  for (let side = -1; side <= 1; side += 2) {
    for (let i = 0; i < fronds; i++) {
      const fy = crownY + (i / fronds) * (baseY - crownY) * 0.75;
      const len = W * (0.26 - i * 0.012);
      const angle = side * (0.5 + i * 0.08);
      const ex = cx + side * len;
      const ey = fy - len * Math.tan(0.35 - i * 0.03) * 0.6;
      out += line(cx, fy, ex, ey, sand, H * 0.022, 'stroke-linecap="round"');
      out += line(cx, fy, ex, ey, green, H * 0.008, 'stroke-linecap="round" opacity="0.8"');
      // villa roofs along the frond
      for (let v = 1; v < 9; v++) {
        const vx = cx + (ex - cx) * (v / 9);
        const vy = fy + (ey - fy) * (v / 9);
        out += rect(vx - 3, vy - H * 0.016, 6, 6, rng.pick(['#ffffff', '#e9e0d0', '#c97f5a']));
      }
      void angle;
    }
  }
  out += circle(cx, crownY, W * 0.05, sand);
  out += circle(cx, crownY, W * 0.03, green);
  return out;
}

/** A surveyed land plot: dunes or mountains behind, boundary stakes and a rope outline in perspective. */
export function landPlot(ctx, time, { backdrop = 'skyline' } = {}) {
  const { W, H, rng } = ctx;
  const horizon = H * 0.5;
  let out = sky(ctx, time, horizon);
  if (backdrop === 'mountains') out += mountains(ctx, time, horizon, H * 0.22);
  else out += skyline(ctx, time, horizon, { maxH: H * 0.2, layer: 'far', landmark: rng.chance(0.5) });
  out += dunes(ctx, time, horizon - 4);
  // Plot outline (a trapezoid in perspective) with stakes at the corners
  const pts = [
    [W * 0.28, H * 0.64],
    [W * 0.72, H * 0.64],
    [W * 0.88, H * 0.9],
    [W * 0.12, H * 0.9],
  ];
  out += poly(pts, '#ffffff', 'opacity="0.12"');
  out += poly(pts, 'none', 'stroke="#fff7e0" stroke-width="3" stroke-dasharray="14 8"');
  for (const [x, y] of pts) {
    const h = 20 + (y - H * 0.6) * 0.25;
    out += rect(x - 3, y - h, 6, h, '#7a4e2d');
    out += rect(x - 3, y - h, 6, h * 0.25, '#e2543e');
  }
  // Sign board
  const sx = W * 0.78;
  const sy = H * 0.62;
  out += rect(sx - 3, sy, 6, H * 0.12, '#5b3b23');
  out += rect(sx + W * 0.05 - 3, sy, 6, H * 0.12, '#5b3b23');
  out += rect(sx - W * 0.02, sy - H * 0.1, W * 0.09, H * 0.1, '#0f1b33');
  out += rect(sx - W * 0.015, sy - H * 0.092, W * 0.08, H * 0.006, '#c9a45c');
  out += text(sx + W * 0.025, sy - H * 0.045, 'PLOT', {
    size: Math.round(H * 0.035),
    fill: '#ffffff',
    weight: 'bold',
    anchor: 'middle',
    spacing: 2,
  });
  out += text(sx + W * 0.025, sy - H * 0.018, 'FOR SALE', {
    size: Math.round(H * 0.018),
    fill: '#c9a45c',
    anchor: 'middle',
    spacing: 2,
  });
  // A few shrubs
  for (let i = 0; i < 8; i++)
    out += ellipse(
      rng.range(0, W),
      rng.range(H * 0.6, H * 0.98),
      rng.range(8, 18),
      rng.range(4, 8),
      '#7d8a4f',
      'opacity="0.8"',
    );
  return out;
}

/** A penthouse terrace at night: infinity pool edge, glass balustrade, loungers, skyline beyond. */
export function penthouseTerrace(ctx, time) {
  const { W, H, rng } = ctx;
  const horizon = H * 0.55;
  let out = skyOverCity(ctx, time, horizon, { maxH: H * 0.3 });
  out += skyline(ctx, time, horizon + 6, { maxH: H * 0.22, layer: 'near', landmark: true });
  out += rect(0, horizon + 4, W, H * 0.1, TIMES[time].water[1]);
  // Stone terrace edge between the view and the pool deck
  out += rect(0, horizon + 4 + H * 0.1, W, H * 0.78 - horizon, ctx.linear(['#8d8478', '#5c554d']));
  // Pool
  const poolTop = H * 0.66;
  out += rect(0, poolTop, W * 0.7, H * 0.12, ctx.linear(['#5fd4e0', '#0e7f9c']));
  for (let i = 0; i < 12; i++)
    out += line(
      rng.range(0, W * 0.6),
      rng.range(poolTop + 4, poolTop + H * 0.11),
      rng.range(0, W * 0.7),
      rng.range(poolTop + 4, poolTop + H * 0.11),
      '#d8ffff',
      1.5,
      'opacity="0.5"',
    );
  out += rect(0, poolTop - 4, W * 0.7, 4, '#e8f9fb', 'opacity="0.8"');
  // Glass balustrade on the right part
  out += rect(W * 0.7, poolTop - H * 0.1, W * 0.3, H * 0.1, '#bfe3f0', 'opacity="0.2"');
  out += line(W * 0.7, poolTop - H * 0.1, W, poolTop - H * 0.1, '#dfe6ea', 3);
  // Deck
  out += rect(0, H * 0.78, W, H * 0.22, ctx.linear(['#6b5040', '#3d2c22']));
  for (let i = 0; i < 14; i++)
    out += line(0, H * 0.78 + i * H * 0.016, W, H * 0.78 + i * H * 0.016, '#2f221a', 1, 'opacity="0.5"');
  // Loungers
  for (const lx of [0.12, 0.34, 0.56]) {
    const x = W * lx;
    out += poly(
      [
        [x, H * 0.88],
        [x + W * 0.14, H * 0.88],
        [x + W * 0.15, H * 0.86],
        [x + W * 0.02, H * 0.86],
      ],
      '#f2ede4',
    );
    out += poly(
      [
        [x + W * 0.1, H * 0.86],
        [x + W * 0.14, H * 0.86],
        [x + W * 0.16, H * 0.81],
        [x + W * 0.13, H * 0.81],
      ],
      '#e9e2d6',
    );
    out += line(x + W * 0.01, H * 0.88, x + W * 0.01, H * 0.92, '#222', 3);
    out += line(x + W * 0.13, H * 0.88, x + W * 0.13, H * 0.92, '#222', 3);
  }
  out += palm(ctx, W * 0.88, H * 0.95, H * 0.45, '#0b1024', -20);
  out += rect(W * 0.85, H * 0.88, W * 0.06, H * 0.08, '#d9d2c5');
  return out;
}

/** Wireframe isometric house on a dark grid, the 3D space teaser. */
export function wireframeHouse(ctx) {
  const { W, H } = ctx;
  let out = rect(
    0,
    0,
    W,
    H,
    ctx.radial(
      [
        [0, '#1c2e55'],
        [1, '#070d1f'],
      ],
      { cx: 0.5, cy: 0.45, r: 0.8 },
    ),
  );
  const iso = (x, y, z) => [W / 2 + (x - y) * 0.866 * 38, H * 0.62 + (x + y) * 0.5 * 38 - z * 38];
  for (let i = -10; i <= 10; i++) {
    const [ax, ay] = iso(i, -10, 0);
    const [bx, by] = iso(i, 10, 0);
    const [cx, cy] = iso(-10, i, 0);
    const [dx, dy] = iso(10, i, 0);
    out += line(ax, ay, bx, by, '#2d4a7a', 1, 'opacity="0.6"');
    out += line(cx, cy, dx, dy, '#2d4a7a', 1, 'opacity="0.6"');
  }
  const edges = [];
  const box = (x0, y0, x1, y1, z0, z1) => {
    const c = [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ];
    for (let i = 0; i < 4; i++) {
      const a = c[i];
      const b = c[(i + 1) % 4];
      edges.push(
        [
          [...a, z0],
          [...b, z0],
        ],
        [
          [...a, z1],
          [...b, z1],
        ],
        [
          [...a, z0],
          [...a, z1],
        ],
      );
    }
  };
  box(-4, -3, 4, 3, 0, 3);
  box(-1, -3, 4, 1, 3, 5.5);
  box(-4, 3, 0, 6, 0, 0.3);
  const faces = [
    [
      [-4, 3, 0],
      [4, 3, 0],
      [4, 3, 3],
      [-4, 3, 3],
    ],
    [
      [4, -3, 0],
      [4, 3, 0],
      [4, 3, 3],
      [4, -3, 3],
    ],
    [
      [-1, 1, 3],
      [4, 1, 3],
      [4, 1, 5.5],
      [-1, 1, 5.5],
    ],
  ];
  for (const f of faces)
    out += poly(
      f.map((p) => iso(...p)),
      '#4fd1ff',
      'opacity="0.08"',
    );
  for (const [a, b] of edges) {
    const [ax, ay] = iso(...a);
    const [bx, by] = iso(...b);
    out += line(ax, ay, bx, by, '#6fe3ff', 2.2, 'stroke-linecap="round"');
  }
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = iso(-3.5 + i * 1.8, 3, 0.8);
    const [bx, by] = iso(-2.5 + i * 1.8, 3, 2.4);
    out += poly(
      [[ax, ay], iso(-2.5 + i * 1.8, 3, 0.8), [bx, by], iso(-3.5 + i * 1.8, 3, 2.4)],
      '#ffd27a',
      'opacity="0.35"',
    );
  }
  for (const [x, y, z] of [
    [-4, -3, 0],
    [4, 3, 3],
    [4, -3, 5.5],
    [-1, 1, 5.5],
  ]) {
    const [px, py] = iso(x, y, z);
    out += circle(px, py, 5, '#e6c27a');
  }
  out += text(60, 90, '3D SPACE', { size: 44, fill: '#e6c27a', weight: 'bold', spacing: 8 });
  out += text(60, 130, 'Walk through homes before you visit', { size: 22, fill: '#c9d6ee' });
  return out;
}

/** Shared green backdrop for Sobha scenes: lawns and rows of broadleaf trees. */
export function parkland(ctx, time, top) {
  const { W, H, rng } = ctx;
  let out = rect(
    0,
    top,
    W,
    H - top,
    ctx.linear([time === 'dusk' ? '#3d5a3f' : '#7fb069', time === 'dusk' ? '#1f3323' : '#3f7a4a']),
  );
  for (let i = 0; i < 16; i++)
    out += tree(
      ctx,
      rng.range(0, W),
      top + rng.range(2, 14),
      rng.range(40, 90),
      rng.pick(['#3f7a4f', '#4d8c57', '#2f6a45']),
    );
  return out;
}
