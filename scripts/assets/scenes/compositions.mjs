/** Whole pictures composed from the building blocks. Each recipe draws into a context of any size. */
import { europeanBlocks, fort, shopfronts, townhouses, villa, warehouse } from './buildings.mjs';
import { livingRoom } from './interior.mjs';
import {
  TIMES,
  domes,
  glow,
  dunes,
  mountains,
  palm,
  palmInk,
  reflection,
  sailHotel,
  sky,
  skyline,
  skyOverCity,
  treeRow,
  water,
} from './outdoor.mjs';
import { landPlot, littlePlanet, palmAerial, parkland, penthouseTerrace } from './special.mjs';
import { circle, darken, ellipse, lighten, line, mix, path, poly, r1, rect } from '../lib/svg.mjs';

/** Skyline over water with its reflection, a promenade and palms in front. */
export function cityWaterfront(ctx, time, { landmark = true, promenade = true } = {}) {
  const { W, H, rng } = ctx;
  const horizon = H * rng.range(0.58, 0.64);
  let out = sky(ctx, time, horizon);
  const far = skyline(ctx, time, horizon, { maxH: H * 0.3, layer: 'far', density: 1.3 });
  const near = skyline(ctx, time, horizon, { maxH: H * 0.38, layer: 'near', landmark });
  out += far + near;
  out += water(ctx, time, horizon);
  out += reflection(ctx, near, horizon, time === 'day' ? 0.18 : 0.3);
  if (promenade) {
    const py = H * 0.9;
    out += rect(0, py, W, H - py, darken(TIMES[time].near, 0.3));
    out += rect(0, py, W, 4, lighten(TIMES[time].near, 0.2));
    for (let x = W * 0.04; x < W; x += W * rng.range(0.18, 0.3))
      out += palm(ctx, x, H * 1.02, H * rng.range(0.3, 0.42), palmInk(time), rng.range(-25, 25));
    if (TIMES[time].lit > 0.1)
      for (let x = W * 0.1; x < W; x += W * 0.12)
        out +=
          glow(ctx, x, py - 30, 14, '#ffd98a', [
            [0, 0.8],
            [1, 0],
          ]) + line(x, py - 30, x, py, '#111', 2);
  }
  return out;
}

/** Skyline rising out of the desert, dunes in the foreground. */
export function cityDesert(ctx, time) {
  const { H, rng } = ctx;
  const horizon = H * 0.62;
  let out = skyOverCity(ctx, time, horizon, { maxH: H * 0.28, density: 1.4 });
  out += skyline(ctx, time, horizon + 2, { maxH: H * 0.36, layer: 'near', landmark: rng.chance(0.7) });
  out += dunes(ctx, time, horizon + 10);
  return out;
}

/** A marina canal between towers, with yachts on the water. */
export function marina(ctx, time) {
  const { W, H, rng } = ctx;
  const horizon = H * 0.6;
  let out = skyOverCity(ctx, time, horizon, { maxH: H * 0.3, density: 1.4 });
  const left = skyline(ctx, time, horizon + 4, {
    x0: -20,
    x1: W * 0.38,
    maxH: H * 0.5,
    minH: H * 0.25,
    layer: 'near',
    density: 0.8,
  });
  const right = skyline(ctx, time, horizon + 4, {
    x0: W * 0.62,
    x1: W + 20,
    maxH: H * 0.5,
    minH: H * 0.25,
    layer: 'near',
    density: 0.8,
  });
  out += left + right;
  out += water(ctx, time, horizon + 4);
  out += reflection(ctx, left + right, horizon + 4, 0.25);
  for (let i = 0; i < 6; i++) {
    const x = rng.range(W * 0.1, W * 0.85);
    const y = rng.range(horizon + 30, H * 0.95);
    const s = 0.5 + (y - horizon) / (H - horizon);
    out += yacht(x, y, 60 * s);
  }
  return out;
}

function yacht(x, y, s) {
  return (
    poly(
      [
        [x - s, y],
        [x + s, y],
        [x + s * 0.75, y + s * 0.22],
        [x - s * 0.85, y + s * 0.22],
      ],
      '#f7f7f4',
    ) +
    poly(
      [
        [x - s * 0.55, y],
        [x + s * 0.45, y],
        [x + s * 0.3, y - s * 0.22],
        [x - s * 0.4, y - s * 0.22],
      ],
      '#e9ecef',
    ) +
    rect(x - s * 0.35, y - s * 0.16, s * 0.6, s * 0.07, '#2b3a4f') +
    rect(x - s * 0.85, y + s * 0.2, s * 1.7, s * 0.03, '#1d2b3a', 'opacity="0.4"')
  );
}

/** A beach: sea, sand, umbrellas and palms, a resort tower or sail hotel on the side. */
export function beach(ctx, time, { sail = true } = {}) {
  const { W, H, rng } = ctx;
  const horizon = H * 0.5;
  let out = sky(ctx, time, horizon);
  if (sail)
    out += sailHotel(ctx, W * rng.range(0.65, 0.8), horizon, H * 0.32, mix(TIMES[time].far, '#ffffff', 0.25));
  out += skyline(ctx, time, horizon, { x0: 0, x1: W * 0.35, maxH: H * 0.22, layer: 'far' });
  out += water(ctx, time, horizon, H * 0.72);
  out += path(
    `M0 ${r1(H * 0.7)} Q${r1(W * 0.5)} ${r1(H * 0.66)} ${W} ${r1(H * 0.71)} L${W} ${H} L0 ${H} Z`,
    ctx.linear([lighten(TIMES[time].ground, 0.2), TIMES[time].ground]),
  );
  out += path(
    `M0 ${r1(H * 0.7)} Q${r1(W * 0.5)} ${r1(H * 0.66)} ${W} ${r1(H * 0.71)}`,
    'none',
    'stroke="#ffffff" stroke-width="4" opacity="0.6"',
  );
  for (let i = 0; i < 4; i++) {
    const x = W * (0.15 + i * 0.2) + rng.range(-20, 20);
    const y = H * rng.range(0.8, 0.9);
    const c = rng.pick(['#e4572e', '#f3a712', '#29335c', '#ffffff']);
    out += line(x, y - H * 0.12, x, y, '#333', 3);
    out += path(
      `M${r1(x - W * 0.05)} ${r1(y - H * 0.11)} Q${r1(x)} ${r1(y - H * 0.17)} ${r1(x + W * 0.05)} ${r1(y - H * 0.11)} Z`,
      c,
    );
    out += rect(x - W * 0.03, y, W * 0.05, 6, '#f7f2e8');
  }
  out += palm(ctx, W * 0.06, H * 1.02, H * 0.55, palmInk(time), 30);
  out += palm(ctx, W * 0.95, H * 1.02, H * 0.48, palmInk(time), -25);
  return out;
}

/** A modern villa with palms and a lawn; `green` adds a backdrop of broadleaf trees. */
export function villaScene(ctx, time, { green = false } = {}) {
  const { W, H, rng } = ctx;
  const horizon = H * 0.62;
  let out = sky(ctx, time, horizon, { sunX: W * rng.range(0.1, 0.3) });
  if (green) out += treeRow(ctx, 12, horizon + 10, [H * 0.12, H * 0.22], ['#3f7a4f', '#4d8c57', '#2f6a45']);
  else out += skyline(ctx, time, horizon, { maxH: H * 0.18, layer: 'far' });
  out += rect(
    0,
    horizon,
    W,
    H - horizon,
    ctx.linear([green ? '#6fa05c' : '#c9b48f', green ? '#3e6e3f' : '#9e8a68']),
  );
  const vw = W * rng.range(0.5, 0.6);
  const vx = W * rng.range(0.2, 0.3);
  out += villa(ctx, vx, H * 0.74, vw, time);
  out += rect(0, H * 0.92, W, H * 0.08, darken('#4f7d47', TIMES[time].lit > 0.3 ? 0.4 : 0));
  out += palm(ctx, vx - W * 0.06, H * 0.95, H * 0.6, palmInk(time), 18);
  out += palm(ctx, vx + vw + W * 0.06, H * 0.97, H * 0.52, palmInk(time), -22);
  if (rng.chance(0.6)) out += palm(ctx, W * 0.93, H * 1.0, H * 0.7, palmInk(time), -30);
  return out;
}

/** A row of townhouses along a landscaped street. */
export function townhouseScene(ctx, time, { green = false } = {}) {
  const { W, H } = ctx;
  const horizon = H * 0.6;
  let out = sky(ctx, time, horizon);
  out += treeRow(ctx, 8, horizon + 6, [H * 0.1, H * 0.18], green ? '#3f7a4f' : '#6f8f55');
  out += rect(0, horizon, W, H - horizon, green ? '#6fa05c' : '#cdb995');
  const count = 5;
  const unitW = W * 0.16;
  out += townhouses(ctx, W * 0.1, H * 0.8, unitW, count, time);
  out += rect(0, H * 0.86, W, H * 0.14, '#5f6368');
  for (let x = 0; x < W; x += W * 0.08) out += rect(x, H * 0.925, W * 0.04, 4, '#f2f2f2', 'opacity="0.8"');
  out += palm(ctx, W * 0.05, H * 0.9, H * 0.45, palmInk(time), 15);
  return out;
}

/** Golf course: fairway, green with a flag, villas and trees behind. */
export function golf(ctx, time) {
  const { W, H } = ctx;
  const horizon = H * 0.55;
  let out = skyOverCity(ctx, time, horizon, { maxH: H * 0.15 });
  out += treeRow(ctx, 14, horizon + 8, [H * 0.08, H * 0.16], ['#3f7a4f', '#4d8c57']);
  out += rect(0, horizon + 6, W, H, '#4f8a4a');
  out += path(
    `M0 ${r1(H * 0.75)} Q${r1(W * 0.35)} ${r1(H * 0.58)} ${r1(W * 0.7)} ${r1(H * 0.66)} T${W} ${r1(H * 0.62)} L${W} ${H} L0 ${H} Z`,
    '#76b260',
  );
  out += ellipse(W * 0.62, H * 0.7, W * 0.12, H * 0.04, '#8fcf72');
  out += ellipse(W * 0.3, H * 0.85, W * 0.09, H * 0.035, '#e9dcb5');
  out += line(W * 0.64, H * 0.7, W * 0.64, H * 0.58, '#ffffff', 3);
  out += poly(
    [
      [W * 0.64, H * 0.58],
      [W * 0.68, H * 0.6],
      [W * 0.64, H * 0.62],
    ],
    '#d7263d',
  );
  out += ellipse(W * 0.15, H * 0.92, W * 0.14, H * 0.03, ctx.linear(['#6fd0e0', '#2a8fb4']));
  return out;
}

/** Commercial: office street with shopfronts, a glass tower close-up, or a warehouse. */
export function commercialScene(ctx, time, variant) {
  const { W, H, rng } = ctx;
  const horizon = H * 0.75;
  let out = sky(ctx, time, horizon);
  if (variant === 'warehouse') {
    out += mountains(ctx, time, horizon, H * 0.12);
    out += rect(0, horizon, W, H - horizon, '#b9ab92');
    out += warehouse(ctx, W * 0.12, H * 0.82, W * 0.76, time);
    out += rect(0, H * 0.85, W, H * 0.15, '#6d6d6d');
    out +=
      rect(W * 0.6, H * 0.78, W * 0.18, H * 0.07, '#e8e8e8') +
      rect(W * 0.78, H * 0.8, W * 0.06, H * 0.05, '#27415e') +
      circle(W * 0.64, H * 0.86, H * 0.015, '#222') +
      circle(W * 0.8, H * 0.86, H * 0.015, '#222');
    return out;
  }
  if (variant === 'tower') {
    out = sky(ctx, time, H);
    const t = TIMES[time];
    const x = W * 0.28;
    const w = W * 0.44;
    out += poly(
      [
        [x, H],
        [x + w * 0.1, 0],
        [x + w * 0.9, 0],
        [x + w, H],
      ],
      ctx.linear([lighten(t.sky[1], 0.1), t.glass, darken(t.near, 0.1)], { x1: 0, y1: 0, x2: 1, y2: 1 }),
    );
    for (let i = 0; i <= 12; i++) {
      const f = i / 12;
      out += line(x + w * 0.1 * (1 - 0) + w * 0.8 * f, 0, x + w * f, H, darken(t.near, 0.3), 2);
    }
    for (let j = 0; j < 30; j++) {
      const y = H * (j / 30) ** 0.9;
      const k = y / H;
      out += line(x + w * 0.1 * (1 - k), y, x + w - w * 0.1 * (1 - k), y, darken(t.near, 0.2), 1.5);
      if (t.lit > 0.1)
        for (let c = 0; c < 12; c++)
          if (rng.next() < t.lit * 0.5)
            out += rect(
              x + w * 0.1 * (1 - k) + ((w - w * 0.2 * (1 - k)) * c) / 12 + 2,
              y + 2,
              (w - w * 0.2 * (1 - k)) / 12 - 4,
              H / 34,
              '#ffe3a3',
              'opacity="0.55"',
            );
    }
    out += skyline(ctx, time, H, { x0: -20, x1: x - 10, maxH: H * 0.75, layer: 'near' });
    out += skyline(ctx, time, H, { x0: x + w + 10, x1: W + 20, maxH: H * 0.7, layer: 'near' });
    return out;
  }
  out += skyline(ctx, time, horizon, { maxH: H * 0.35, layer: 'far' });
  out += rect(0, horizon, W, H - horizon, darken('#9c968c', TIMES[time].lit > 0.3 ? 0.45 : 0.1));
  out += shopfronts(ctx, W * 0.05, H * 0.88, W * 0.9, H * 0.6, time);
  out += rect(0, H * 0.88, W, H * 0.12, '#9c968c');
  out += palm(ctx, W * 0.03, H * 1.0, H * 0.42, palmInk(time), 12);
  out += palm(ctx, W * 0.97, H * 1.0, H * 0.38, palmInk(time), -12);
  return out;
}

/** Old town on a lagoon: fort, low houses, a dhow on the water. */
export function heritage(ctx, time) {
  const { W, H, rng } = ctx;
  const horizon = H * 0.6;
  let out = sky(ctx, time, horizon);
  out += fort(ctx, W * 0.3, horizon + 4, W * 0.1, time);
  for (let i = 0; i < 7; i++) {
    const x = W * 0.45 + i * W * 0.07;
    const h = rng.range(H * 0.06, H * 0.12);
    out += rect(
      x,
      horizon + 4 - h,
      W * 0.06,
      h,
      mix('#e8d5b0', TIMES[time].near, TIMES[time].lit > 0.3 ? 0.5 : 0.1),
    );
    out += rect(x + W * 0.02, horizon + 4 - h * 0.6, W * 0.015, h * 0.3, '#6a4c32');
  }
  out += palm(ctx, W * 0.12, horizon + 6, H * 0.28, palmInk(time), 10);
  out += palm(ctx, W * 0.42, horizon + 6, H * 0.22, palmInk(time), -8);
  out += water(ctx, time, horizon + 4);
  const dx = W * 0.6;
  const dy = H * 0.8;
  out += path(
    `M${r1(dx - W * 0.12)} ${r1(dy - H * 0.03)} Q${r1(dx)} ${r1(dy + H * 0.05)} ${r1(dx + W * 0.14)} ${r1(dy - H * 0.05)} L${r1(dx + W * 0.1)} ${r1(dy)} Q${r1(dx)} ${r1(dy + H * 0.03)} ${r1(dx - W * 0.1)} ${r1(dy)} Z`,
    '#7a4e2d',
  );
  out += line(dx, dy - H * 0.02, dx - W * 0.01, dy - H * 0.22, '#4a3020', 3);
  out += path(
    `M${r1(dx - W * 0.01)} ${r1(dy - H * 0.22)} Q${r1(dx + W * 0.07)} ${r1(dy - H * 0.12)} ${r1(dx + W * 0.02)} ${r1(dy - H * 0.03)} L${r1(dx - W * 0.005)} ${r1(dy - H * 0.04)} Z`,
    '#f3ead8',
  );
  return out;
}

/** Mountains meeting the sea, with low villas along the shore (Fujairah, Ras Al Khaimah). */
export function mountainCoast(ctx, time) {
  const { W, H, rng } = ctx;
  const horizon = H * 0.55;
  let out = sky(ctx, time, horizon);
  out += mountains(ctx, time, horizon + 30, H * 0.32);
  for (let i = 0; i < 9; i++) {
    const x = W * (0.05 + i * 0.1) + rng.range(-10, 10);
    const h = rng.range(H * 0.04, H * 0.08);
    out += rect(
      x,
      horizon + 30 - h,
      W * 0.07,
      h,
      mix('#f1eadc', TIMES[time].near, TIMES[time].lit > 0.3 ? 0.55 : 0.08),
    );
  }
  out += water(ctx, time, horizon + 30);
  out += path(
    `M0 ${r1(H * 0.85)} Q${r1(W * 0.3)} ${r1(H * 0.8)} ${r1(W * 0.6)} ${r1(H * 0.88)} T${W} ${r1(H * 0.86)} L${W} ${H} L0 ${H} Z`,
    ctx.linear([TIMES[time].ground, darken(TIMES[time].ground, 0.2)]),
  );
  out += palm(ctx, W * 0.85, H * 1.02, H * 0.45, palmInk(time), -20);
  return out;
}

/** Riverside city abroad: brick blocks and a bridge (London) or domes across the water (Istanbul). */
export function european(ctx, time, variant) {
  const { W, H } = ctx;
  const horizon = H * 0.62;
  let out = sky(ctx, time, horizon);
  if (variant === 'istanbul') {
    out += mountains(ctx, time, horizon - H * 0.08, H * 0.08, {
      colors: [mix(TIMES[time].far, TIMES[time].sky[3], 0.5), mix(TIMES[time].far, TIMES[time].sky[3], 0.3)],
    });
    out += domes(ctx, W * 0.3, horizon - H * 0.05, H * 0.14, mix(TIMES[time].far, '#000000', 0.2));
    out += domes(ctx, W * 0.62, horizon - H * 0.06, H * 0.1, mix(TIMES[time].far, '#000000', 0.1));
    out += europeanBlocks(ctx, W * 0.72, W, horizon, time, { brick: false });
    out += europeanBlocks(ctx, 0, W * 0.15, horizon, time, { brick: false });
  } else {
    out += skyline(ctx, time, horizon - H * 0.02, { maxH: H * 0.3, layer: 'far', density: 1.3 });
    out += europeanBlocks(ctx, 0, W, horizon, time, { brick: true });
  }
  out += water(ctx, time, horizon);
  // Bridge
  // A low arched bridge across the river, with lamps at dusk
  const by = horizon + H * 0.14;
  const ink = darken(TIMES[time].near, 0.1);
  const spans = 4;
  let d = `M0 ${r1(by)} L${W} ${r1(by)} L${W} ${r1(by + H * 0.1)}`;
  for (let i = spans; i > 0; i--) {
    const x1 = (W / spans) * i;
    const x0 = (W / spans) * (i - 1);
    d += ` L${r1(x1 - W * 0.02)} ${r1(by + H * 0.1)} Q${r1((x0 + x1) / 2)} ${r1(by + H * 0.01)} ${r1(x0 + W * 0.02)} ${r1(by + H * 0.1)}`;
  }
  d += ` L0 ${r1(by + H * 0.1)} Z`;
  out += path(d, ink);
  out += rect(0, by - H * 0.015, W, H * 0.015, lighten(ink, 0.15));
  for (let x = W * 0.05; x < W; x += W * 0.1) {
    out += line(x, by - H * 0.015, x, by - H * 0.05, ink, 3);
    if (TIMES[time].lit > 0.1)
      out += glow(ctx, x, by - H * 0.055, 10, '#ffd98a', [
        [0, 0.9],
        [1, 0],
      ]);
  }
  out += rect(0, by + H * 0.1, W, H, 'none');
  return out;
}

/** Grand mosque style domes by the water (Abu Dhabi, Sharjah cards). */
export function domesScene(ctx, time) {
  const { W, H } = ctx;
  const horizon = H * 0.66;
  let out = skyOverCity(ctx, time, horizon, { x0: W * 0.62, x1: W, maxH: H * 0.35 });
  const white = time === 'night' || time === 'dusk' ? '#d9dbe8' : '#fbfbf8';
  out += domes(ctx, W * 0.32, horizon, H * 0.3, white);
  out += water(ctx, time, horizon);
  out += reflection(ctx, domes(ctx, W * 0.32, horizon, H * 0.3, white), horizon, 0.3);
  return out;
}

/** Mangrove lagoon with low buildings (Umm Al Quwain, Al Zorah). */
export function mangroves(ctx, time) {
  const { W, H, rng } = ctx;
  const horizon = H * 0.58;
  let out = skyOverCity(ctx, time, horizon, { maxH: H * 0.12, density: 1.4 });
  out += water(ctx, time, horizon);
  // Mangrove islets: a low sand bar with bushy crowns standing on arching roots
  for (let isle = 0; isle < 3; isle++) {
    const iy = horizon + (H - horizon) * (0.12 + isle * 0.2);
    const ix = rng.range(-W * 0.1, W * 0.6);
    const iw = W * rng.range(0.3, 0.5);
    const scale = 0.7 + isle * 0.35;
    out += ellipse(ix + iw / 2, iy + 4, iw / 2, 6 * scale, darken(TIMES[time].ground, 0.2));
    for (let i = 0; i < 9; i++) {
      const x = ix + (iw * (i + rng.range(0, 0.8))) / 9;
      const s = rng.range(18, 32) * scale;
      for (let k = -2; k <= 2; k++)
        out += path(
          `M${r1(x + k * s * 0.12)} ${r1(iy - s * 0.5)} Q${r1(x + k * s * 0.3)} ${r1(iy - s * 0.2)} ${r1(x + k * s * 0.35)} ${r1(iy + 4)}`,
          'none',
          'stroke="#4a3524" stroke-width="2"',
        );
      const green = rng.pick(['#2f5d3a', '#3d6e45', '#264d31', '#4a7a4e']);
      out +=
        circle(x, iy - s * 0.8, s * 0.45, green) +
        circle(x - s * 0.3, iy - s * 0.6, s * 0.35, lighten(green, 0.08)) +
        circle(x + s * 0.3, iy - s * 0.62, s * 0.35, darken(green, 0.08));
    }
  }
  const kx = W * 0.7;
  const ky = H * 0.88;
  out += ellipse(kx, ky, W * 0.08, H * 0.012, '#f0a030');
  out +=
    circle(kx, ky - H * 0.03, H * 0.012, '#f4c7a1') + rect(kx - 5, ky - H * 0.025, 10, H * 0.025, '#e4572e');
  out += line(kx - W * 0.05, ky - H * 0.05, kx + W * 0.05, ky + H * 0.01, '#222', 3);
  return out;
}

/** Sobha style: towers rising over a forest park with a lagoon. */
export function forestTowers(ctx, time) {
  const { W, H } = ctx;
  const horizon = H * 0.6;
  let out = skyOverCity(ctx, time, horizon, { maxH: H * 0.22, landmark: true, density: 1.3 });
  out += skyline(ctx, time, horizon + 10, {
    x0: W * 0.45,
    x1: W * 0.95,
    maxH: H * 0.45,
    minH: H * 0.3,
    layer: 'near',
    density: 0.7,
  });
  out += parkland(ctx, time, horizon + 8);
  out += ellipse(W * 0.3, H * 0.86, W * 0.28, H * 0.06, ctx.linear(['#7fd3e0', '#2a8fb4']));
  return out;
}

export { littlePlanet, palmAerial, landPlot, penthouseTerrace, livingRoom };

/** Flips a picture left-to-right on a coin toss, so repeated compositions do not all face the same way. */
const mirrored = (recipe) => (ctx, time, options) => {
  const flip = ctx.rng.chance(0.5);
  const body = recipe(ctx, time, options);
  return flip ? `<g transform="translate(${ctx.W} 0) scale(-1 1)">${body}</g>` : body;
};

/** Named recipes so outputs can be listed as data: [recipe, time, options]. */
export const RECIPES = {
  cityWaterfront,
  cityDesert,
  marina,
  beach: mirrored(beach),
  villaScene: mirrored(villaScene),
  townhouseScene: mirrored(townhouseScene),
  golf: mirrored(golf),
  commercialScene: (ctx, time, o = {}) => commercialScene(ctx, time, o.variant ?? 'street'),
  heritage,
  mountainCoast: mirrored(mountainCoast),
  european: (ctx, time, o = {}) => european(ctx, time, o.variant ?? 'london'),
  domesScene,
  mangroves,
  forestTowers,
  littlePlanet,
  palmAerial: (ctx) => palmAerial(ctx),
  landPlot,
  penthouseTerrace,
  livingRoom,
};
