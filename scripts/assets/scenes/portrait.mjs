/** Agent portraits: a head-and-shoulders figure in office dress before a blurred office, drawn flat. */
import { circle, darken, ellipse, lighten, path, rect } from '../lib/svg.mjs';

const SKIN = ['#f1c9a5', '#e0ac84', '#c68c63', '#a86f4a', '#8a5a3b'];
const HAIR = ['#1f1a17', '#3b2a20', '#6b4a2f', '#a5733f', '#2b2b2b'];
const SUIT = ['#1f2a3d', '#2e3440', '#3d4a5c', '#4a3b35', '#23313a'];
const SHIRT = ['#f4f4f2', '#dfe8f1', '#f2e9de'];
const BACKDROP = ['#c9d6df', '#d9d2c5', '#cfd8cc', '#d7cfd8'];

/**
 * `look`: { skin, hair, long } picks the person (index into the palettes, and long or short hair); the
 * rest (suit, shirt, backdrop) comes from the file's own random stream.
 */
export function portrait(ctx, { skin = 0, hair = 0, long = false } = {}) {
  const { W, H, rng } = ctx;
  const skinC = SKIN[skin % SKIN.length];
  const hairC = HAIR[hair % HAIR.length];
  const suit = rng.pick(SUIT);
  const shirt = rng.pick(SHIRT);
  const back = rng.pick(BACKDROP);
  const cx = W / 2;
  const headY = H * 0.4;
  const headR = W * 0.17;
  let out = rect(
    0,
    0,
    W,
    H,
    ctx.radial([lighten(back, 0.35), back, darken(back, 0.18)], { cy: 0.35, r: 0.8 }),
  );
  // A soft window and shelf behind, out of focus.
  out += rect(W * 0.06, H * 0.1, W * 0.22, H * 0.5, lighten(back, 0.5), 'opacity="0.5"');
  out += rect(W * 0.72, H * 0.18, W * 0.24, H * 0.05, darken(back, 0.25), 'opacity="0.4"');
  if (long) out += ellipse(cx, headY + headR * 0.6, headR * 1.25, headR * 1.7, darken(hairC, 0.05));
  // Shoulders and jacket
  const shoulderY = H * 0.74;
  out += path(
    `M ${cx - W * 0.42} ${H} C ${cx - W * 0.4} ${shoulderY} ${cx - W * 0.2} ${shoulderY - H * 0.04} ${cx} ${shoulderY - H * 0.05} C ${cx + W * 0.2} ${shoulderY - H * 0.04} ${cx + W * 0.4} ${shoulderY} ${cx + W * 0.42} ${H} Z`,
    suit,
  );
  // Shirt V and collar
  out += path(
    `M ${cx - W * 0.09} ${shoulderY - H * 0.05} L ${cx} ${H * 0.93} L ${cx + W * 0.09} ${shoulderY - H * 0.05} Z`,
    shirt,
  );
  // Neck
  out += rect(cx - headR * 0.42, headY + headR * 0.7, headR * 0.84, H * 0.16, darken(skinC, 0.12));
  // Head and ears
  out += circle(cx - headR * 0.95, headY + headR * 0.1, headR * 0.18, darken(skinC, 0.05));
  out += circle(cx + headR * 0.95, headY + headR * 0.1, headR * 0.18, darken(skinC, 0.05));
  out += ellipse(
    cx,
    headY,
    headR * 0.92,
    headR * 1.12,
    ctx.radial([lighten(skinC, 0.12), skinC], { cx: 0.45, cy: 0.4 }),
  );
  // Hair on top
  out += path(
    `M ${cx - headR * 0.98} ${headY} C ${cx - headR * 1.05} ${headY - headR * 1.4} ${cx + headR * 1.05} ${headY - headR * 1.4} ${cx + headR * 0.98} ${headY} C ${cx + headR * 0.7} ${headY - headR * 0.6} ${cx - headR * 0.4} ${headY - headR * 0.75} ${cx - headR * 0.98} ${headY} Z`,
    hairC,
  );
  // A calm face: brows, closed-lip smile
  const eyeY = headY + headR * 0.05;
  for (const dx of [-0.36, 0.36]) {
    out += ellipse(cx + headR * dx, eyeY, headR * 0.09, headR * 0.06, '#2a2220');
    out += rect(
      cx + headR * (dx - 0.16),
      eyeY - headR * 0.22,
      headR * 0.32,
      headR * 0.06,
      darken(hairC, 0.1),
      'rx="2"',
    );
  }
  out += path(
    `M ${cx - headR * 0.28} ${headY + headR * 0.55} Q ${cx} ${headY + headR * 0.72} ${cx + headR * 0.28} ${headY + headR * 0.55}`,
    'none',
    `stroke="${darken(skinC, 0.4)}" stroke-width="${(headR * 0.06).toFixed(1)}" stroke-linecap="round"`,
  );
  return out;
}
