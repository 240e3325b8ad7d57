/** Clean architectural floor plans: rooms (in metres) with walls, doors, windows, furniture and labels. */
import { circle, line, path, r1, rect, text } from '../lib/svg.mjs';
import { readTable } from '../lib/tables.mjs';

const NAVY = '#0f1b33';
const GOLD = '#c9a45c';
const WALL = '#1f2937';
const FILL = {
  living: '#f6f1e7',
  bed: '#eef3f6',
  wet: '#e7f0ef',
  kitchen: '#f3eee4',
  hall: '#faf8f3',
  outdoor: '#eef5e9',
  work: '#f1f2f6',
};

/**
 * Layout templates (tables/floor-plans.json), each a title and its parts. Rooms: [label, x, y, w, h, kind];
 * outdoor: [label, x, y, w, h]; doors: [x, y, 'h'|'v', size, swing]; windows: [x1, y1, x2, y2] on outer
 * walls. Units are metres.
 */
export const PLAN_TEMPLATES = readTable('floor-plans');

/** Which templates an area's plans 1, 2, 3 use, by the kind of homes it has. */
export function templatesFor(theme) {
  if (theme === 'green' || theme === 'island') return ['threeBed', 'villaGround', 'twoBed'];
  if (theme === 'suburb' || theme === 'heritage') return ['studio', 'oneBed', 'twoBed'];
  if (theme === 'business') return ['oneBed', 'office', 'twoBed'];
  return ['oneBed', 'twoBed', 'threeBed'];
}

const M2_TO_SQFT = 10.7639;

export function floorPlan(ctx, templateName, areaName, index) {
  const { W, H } = ctx;
  const tpl = PLAN_TEMPLATES[templateName];
  const all = [
    ...tpl.rooms.map((r) => [r[1], r[2], r[3], r[4]]),
    ...tpl.outdoor.map((o) => [o[1], o[2], o[3], o[4]]),
  ];
  const minX = Math.min(...all.map((r) => r[0]));
  const minY = Math.min(...all.map((r) => r[1]));
  const maxX = Math.max(...all.map((r) => r[0] + r[2]));
  const maxY = Math.max(...all.map((r) => r[1] + r[3]));
  const box = { x: 90, y: 150, w: W - 180, h: H - 280 };
  const scale = Math.min(box.w / (maxX - minX), box.h / (maxY - minY));
  const ox = box.x + (box.w - (maxX - minX) * scale) / 2 - minX * scale;
  const oy = box.y + (box.h - (maxY - minY) * scale) / 2 - minY * scale;
  const X = (m) => ox + m * scale;
  const Y = (m) => oy + m * scale;

  let out = rect(0, 0, W, H, '#fbfaf7');
  // Faint drafting grid
  for (let gx = 0; gx < W; gx += 30) out += line(gx, 0, gx, H, '#e9e5dc', 1);
  for (let gy = 0; gy < H; gy += 30) out += line(0, gy, W, gy, '#e9e5dc', 1);
  // Header
  out += rect(0, 0, W, 96, NAVY);
  out += text(40, 60, 'MANZIL', { size: 30, fill: GOLD, weight: 'bold', spacing: 6 });
  out += text(W - 40, 46, `${areaName} · Type ${String.fromCharCode(64 + index)}`, {
    size: 26,
    fill: '#ffffff',
    weight: 'bold',
    anchor: 'end',
  });
  out += text(W - 40, 76, tpl.title, { size: 18, fill: '#c8d0e0', anchor: 'end' });

  for (const [label, x, y, w, h] of tpl.outdoor) {
    out += rect(
      X(x),
      Y(y),
      w * scale,
      h * scale,
      FILL.outdoor,
      `stroke="${WALL}" stroke-width="2" stroke-dasharray="10 6"`,
    );
    out += text(X(x + w / 2), Y(y + h / 2) + 6, label, {
      size: 16,
      fill: '#4b5b4b',
      anchor: 'middle',
      weight: 'bold',
    });
  }
  for (const [, x, y, w, h, kind] of tpl.rooms) out += rect(X(x), Y(y), w * scale, h * scale, FILL[kind]);
  for (const room of tpl.rooms) out += furniture(room, X, Y, scale);
  for (const [, x, y, w, h] of tpl.rooms)
    out += rect(X(x), Y(y), w * scale, h * scale, 'none', `stroke="${WALL}" stroke-width="6"`);
  // Outer walls, thicker
  const inner = tpl.rooms;
  const ix = Math.min(...inner.map((r) => r[1]));
  const iy = Math.min(...inner.map((r) => r[2]));
  const iw = Math.max(...inner.map((r) => r[1] + r[3])) - ix;
  const ih = Math.max(...inner.map((r) => r[2] + r[4])) - iy;
  out += rect(X(ix), Y(iy), iw * scale, ih * scale, 'none', `stroke="${WALL}" stroke-width="14"`);
  for (const [x1, y1, x2, y2] of tpl.windows) {
    out += line(X(x1), Y(y1), X(x2), Y(y2), '#ffffff', 10);
    out += line(X(x1), Y(y1), X(x2), Y(y2), '#5b86a6', 2.5);
    const dx = y1 === y2 ? 0 : 4;
    const dy = y1 === y2 ? 4 : 0;
    out += line(X(x1) - dx, Y(y1) - dy, X(x2) - dx, Y(y2) - dy, '#5b86a6', 1.5);
    out += line(X(x1) + dx, Y(y1) + dy, X(x2) + dx, Y(y2) + dy, '#5b86a6', 1.5);
  }
  for (const [x, y, orient, size, swing] of tpl.doors) out += door(X(x), Y(y), orient, size * scale, swing);
  for (const [label, x, y, w, h] of tpl.rooms) {
    const big = w * scale > 150;
    out += text(X(x + w / 2), Y(y + h / 2) - 2, label, {
      size: big ? 18 : 14,
      fill: '#1f2937',
      anchor: 'middle',
      weight: 'bold',
    });
    out += text(X(x + w / 2), Y(y + h / 2) + 18, `${w.toFixed(1)} × ${h.toFixed(1)} m`, {
      size: big ? 14 : 12,
      fill: '#6b7280',
      anchor: 'middle',
    });
  }
  // Footer: total area, scale bar, north arrow
  const totalM2 = tpl.rooms.reduce((s, r) => s + r[3] * r[4], 0);
  const sqft = Math.round((totalM2 * M2_TO_SQFT) / 10) * 10;
  out += text(
    40,
    H - 44,
    `Approx. ${sqft.toLocaleString('en-US')} sq ft (${Math.round(totalM2)} m²) internal · Indicative layout`,
    { size: 18, fill: '#374151' },
  );
  const sb = 5 * scale;
  out += rect(W - 110 - sb, H - 60, sb, 10, 'none', `stroke="${WALL}" stroke-width="2"`);
  out += rect(W - 110 - sb, H - 60, sb / 2, 10, WALL);
  out += text(W - 110 - sb, H - 28, '0', { size: 13, fill: '#374151', anchor: 'middle' });
  out += text(W - 110, H - 28, '5 m', { size: 13, fill: '#374151', anchor: 'middle' });
  out += circle(W - 55, H - 55, 22, 'none', `stroke="${WALL}" stroke-width="2"`);
  out += path(`M${W - 55} ${H - 75} L${W - 63} ${H - 45} L${W - 55} ${H - 52} L${W - 47} ${H - 45} Z`, GOLD);
  out += text(W - 55, H - 82, 'N', { size: 14, fill: WALL, anchor: 'middle', weight: 'bold' });
  return out;
}

/** A door of width `s` at (x, y): the opening along the wall ('h' or 'v'), the leaf standing across it on
 * the side it swings to (`swing` ±1), and the dashed arc between them. */
function door(x, y, orient, s, swing) {
  const along = orient === 'h';
  const [ex, ey] = along ? [x + s, y] : [x, y + s];
  const [lx, ly] = along ? [x, y + swing * s] : [x + swing * s, y];
  const sweep = swing > 0 === along ? 0 : 1;
  return (
    line(x, y, ex, ey, '#ffffff', 9) +
    line(x, y, lx, ly, WALL, 2.5) +
    path(
      `M${r1(lx)} ${r1(ly)} A${r1(s)} ${r1(s)} 0 0 ${sweep} ${r1(ex)} ${r1(ey)}`,
      'none',
      `stroke="${WALL}" stroke-width="1.2" stroke-dasharray="4 3"`,
    )
  );
}

/** Simple furniture symbols placed by room type, kept clear of the centred label. */
function furniture([label, x, y, w, h, kind], X, Y, scale) {
  const stroke = 'stroke="#9aa3ad" stroke-width="1.5"';
  const s = (m) => m * scale;
  /** A rounded box (bath, sofa) at (mx, my), mw × mh, corners of radius r: all in metres. */
  const rounded = (mx, my, mw, mh, fill, r) =>
    rect(X(mx), Y(my), s(mw), s(mh), fill, `${stroke} rx="${r1(s(r))}"`);
  let out = '';
  if (kind === 'bed') {
    const bw = Math.min(1.8, w * 0.45);
    const bx = X(x + w - bw - 0.3);
    const by = Y(y + 0.3);
    out += rect(bx, by, s(bw), s(2), '#ffffff', stroke);
    out += rect(bx + s(0.1), by + s(0.1), s(bw / 2 - 0.15), s(0.45), '#e5e7eb', stroke);
    out += rect(bx + s(bw / 2 + 0.05), by + s(0.1), s(bw / 2 - 0.15), s(0.45), '#e5e7eb', stroke);
    out += rect(bx, by + s(0.7), s(bw), s(1.3), '#dbe4ea', stroke);
  } else if (kind === 'wet' && /bath|en-suite|wc|powder/i.test(label)) {
    out += rounded(x + 0.15, y + h - 0.85, Math.min(1.7, w - 0.3), 0.7, '#ffffff', 0.2);
    out += circle(X(x + w - 0.45), Y(y + 0.45), s(0.22), '#ffffff', stroke);
  } else if (kind === 'kitchen') {
    out += rect(X(x + 0.1), Y(y + 0.1), s(w - 0.2), s(0.6), '#e9e2d3', stroke);
    out += circle(X(x + w * 0.3), Y(y + 0.4), s(0.15), 'none', stroke);
    out += circle(X(x + w * 0.3) + s(0.4), Y(y + 0.4), s(0.15), 'none', stroke);
    out += rect(X(x + w * 0.65), Y(y + 0.2), s(0.6), s(0.4), '#ffffff', stroke);
  } else if (kind === 'living' && /living/i.test(label)) {
    out += rounded(x + 0.4, y + h - 1.3, Math.min(3, w - 0.8), 0.9, '#e8dccb', 0.15);
    out += rect(X(x + 1), Y(y + h - 2.3), s(1.2), s(0.6), '#ffffff', stroke);
  } else if (/dining|meeting/i.test(label)) {
    out += rect(X(x + w / 2 - 0.9), Y(y + 0.5), s(1.8), s(0.9), '#ffffff', stroke);
    for (const cx of [-0.5, 0, 0.5]) {
      out += circle(X(x + w / 2 + cx), Y(y + 0.35), s(0.17), '#ffffff', stroke);
      out += circle(X(x + w / 2 + cx), Y(y + 1.55), s(0.17), '#ffffff', stroke);
    }
  } else if (/workspace/i.test(label)) {
    for (let r = 0; r < 2; r++)
      for (let c = 0; c < 4; c++)
        out += rect(X(x + 0.6 + c * 2.6), Y(y + 0.5 + r * 4.2), s(1.6), s(0.8), '#ffffff', stroke);
  } else if (/garage/i.test(label)) {
    for (const cx of [1, 5.5])
      out += rect(
        X(x + cx),
        Y(y + 0.4),
        s(4),
        s(1.9),
        'none',
        `${stroke} rx="${r1(s(0.4))}" stroke-dasharray="6 4"`,
      );
  } else if (/stairs/i.test(label)) {
    for (let i = 0; i < 10; i++)
      out += line(X(x + 0.3 + i * 0.42), Y(y + 0.3), X(x + 0.3 + i * 0.42), Y(y + h - 0.3), '#9aa3ad', 1.5);
  }
  return out;
}
