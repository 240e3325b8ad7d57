/** Clean architectural floor plans: rooms (in metres) with walls, doors, windows, furniture and labels. */
import { circle, line, path, r1, rect, text } from '../lib/svg.mjs';

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
 * Layout templates. Rooms: [label, x, y, w, h, kind]; doors: [x, y, 'h'|'v', size, swing];
 * windows: [x1, y1, x2, y2] on outer walls. Units are metres.
 */
export const PLAN_TEMPLATES = {
  studio: {
    title: 'Studio',
    rooms: [
      ['Living / Sleeping', 0, 0, 6, 5.2, 'living'],
      ['Kitchenette', 6, 0, 2.8, 2.6, 'kitchen'],
      ['Bathroom', 6, 2.6, 2.8, 2.6, 'wet'],
      ['Entry', 6, 5.2, 2.8, 1.4, 'hall'],
      ['Wardrobe', 0, 5.2, 6, 1.4, 'hall'],
    ],
    outdoor: [['Balcony', 0, -1.5, 6, 1.5]],
    doors: [
      [6.3, 2.6, 'h', 0.9, 1],
      [8.8, 5.4, 'v', 1, -1],
      [6, 5.4, 'v', 0.9, -1],
    ],
    windows: [[0.8, 0, 5.2, 0]],
  },
  oneBed: {
    title: '1 Bedroom',
    rooms: [
      ['Living / Dining', 0, 0, 6.5, 4.8, 'living'],
      ['Kitchen', 6.5, 0, 4.5, 3, 'kitchen'],
      ['Entry', 6.5, 3, 4.5, 1.8, 'hall'],
      ['Bedroom', 0, 4.8, 5, 3.4, 'bed'],
      ['Bathroom', 5, 4.8, 2.6, 3.4, 'wet'],
      ['Laundry', 7.6, 4.8, 3.4, 3.4, 'wet'],
    ],
    outdoor: [['Balcony', 0, -1.6, 6.5, 1.6]],
    doors: [
      [3.4, 4.8, 'h', 0.9, 1],
      [5.6, 4.8, 'h', 0.8, 1],
      [8.4, 4.8, 'h', 0.8, 1],
      [11, 3.3, 'v', 1, -1],
    ],
    windows: [
      [0.8, 0, 5.7, 0],
      [0, 5.6, 0, 7.4],
      [11, 0.5, 11, 2.5],
    ],
  },
  twoBed: {
    title: '2 Bedroom',
    rooms: [
      ['Living / Dining', 0, 0, 7, 5, 'living'],
      ['Kitchen', 7, 0, 3.5, 3.2, 'kitchen'],
      ['Bathroom 2', 10.5, 0, 2.5, 3.2, 'wet'],
      ['Hall', 7, 3.2, 6, 1.8, 'hall'],
      ['Master Bedroom', 0, 5, 5, 4, 'bed'],
      ['En-suite', 5, 5, 2.5, 2.3, 'wet'],
      ['Walk-in', 5, 7.3, 2.5, 1.7, 'hall'],
      ['Bedroom 2', 7.5, 5, 5.5, 4, 'bed'],
    ],
    outdoor: [['Balcony', 0, -1.6, 7, 1.6]],
    doors: [
      [3.8, 5, 'h', 0.9, 1],
      [5, 5.5, 'v', 0.8, 1],
      [5.6, 7.3, 'h', 0.8, 1],
      [8.2, 5, 'h', 0.9, 1],
      [11.2, 3.2, 'h', 0.8, -1],
      [13, 3.5, 'v', 1, -1],
    ],
    windows: [
      [0.8, 0, 6.2, 0],
      [0, 5.8, 0, 8.2],
      [8.5, 9, 12, 9],
      [13, 5.8, 13, 8.2],
    ],
  },
  threeBed: {
    title: '3 Bedroom',
    rooms: [
      ['Living', 0, 0, 6.5, 5.5, 'living'],
      ['Dining', 6.5, 0, 4, 3.5, 'living'],
      ['Kitchen', 10.5, 0, 4.5, 3.5, 'kitchen'],
      ['Hall', 6.5, 3.5, 8.5, 2, 'hall'],
      ['Master Bedroom', 0, 5.5, 5.5, 4.5, 'bed'],
      ['En-suite', 5.5, 5.5, 2.5, 2.5, 'wet'],
      ['Bedroom 2', 8, 5.5, 3.8, 4.5, 'bed'],
      ['Bedroom 3', 11.8, 5.5, 3.2, 4.5, 'bed'],
      ['Bath', 5.5, 8, 2.5, 2, 'wet'],
    ],
    outdoor: [['Terrace', 0, -1.8, 10.5, 1.8]],
    doors: [
      [4.2, 5.5, 'h', 0.9, 1],
      [5.5, 6, 'v', 0.8, 1],
      [8.8, 5.5, 'h', 0.9, 1],
      [12.2, 5.5, 'h', 0.9, 1],
      [8, 8.3, 'v', 0.8, -1],
      [15, 3.8, 'v', 1.1, -1],
    ],
    windows: [
      [0.8, 0, 9.8, 0],
      [0, 6.3, 0, 9.2],
      [8.6, 10, 11.2, 10],
      [12.2, 10, 14.6, 10],
      [15, 0.6, 15, 2.8],
    ],
  },
  villaGround: {
    title: 'Villa · Ground Floor',
    rooms: [
      ['Majlis', 0, 0, 5.5, 5, 'living'],
      ['Family Living', 5.5, 0, 7, 6, 'living'],
      ['Kitchen', 12.5, 0, 4.5, 4.5, 'kitchen'],
      ['Dining', 12.5, 4.5, 4.5, 4, 'living'],
      ['Entrance Hall', 0, 5, 5.5, 3.5, 'hall'],
      ['Powder', 5.5, 6, 2.2, 2.5, 'wet'],
      ['Stairs', 7.7, 6, 4.8, 2.5, 'hall'],
      ['Maid’s Room', 0, 8.5, 4, 3, 'bed'],
      ['Laundry', 4, 8.5, 3, 3, 'wet'],
      ['Garage', 7, 8.5, 10, 3, 'work'],
    ],
    outdoor: [['Garden', 0, -2.6, 17, 2.6]],
    doors: [
      [0, 6, 'v', 1.2, 1],
      [2.4, 5, 'h', 1, -1],
      [5.5, 6.7, 'v', 0.8, -1],
      [1.2, 8.5, 'h', 0.9, 1],
      [4.8, 8.5, 'h', 0.8, 1],
      [12.5, 5, 'v', 1, -1],
      [9, 8.5, 'h', 1, 1],
    ],
    windows: [
      [0.6, 0, 11.9, 0],
      [13, 0, 16.5, 0],
      [17, 5, 17, 8],
    ],
  },
  office: {
    title: 'Office Floor',
    rooms: [
      ['Open Workspace', 0, 0, 11, 6.5, 'work'],
      ['Meeting Room', 11, 0, 5, 4, 'living'],
      ['Manager', 11, 4, 5, 2.5, 'work'],
      ['Reception', 0, 6.5, 6, 3, 'hall'],
      ['Pantry', 6, 6.5, 3.5, 3, 'kitchen'],
      ['WC', 9.5, 6.5, 2.5, 3, 'wet'],
      ['Server', 12, 6.5, 4, 3, 'work'],
    ],
    outdoor: [],
    doors: [
      [11, 1.2, 'v', 1, -1],
      [11, 4.6, 'v', 0.9, -1],
      [2, 6.5, 'h', 1.2, -1],
      [7, 6.5, 'h', 0.9, 1],
      [10.2, 6.5, 'h', 0.8, 1],
      [13, 6.5, 'h', 0.9, 1],
      [0, 7.4, 'v', 1.2, 1],
    ],
    windows: [
      [0.6, 0, 15.4, 0],
      [16, 0.5, 16, 6],
    ],
  },
};

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

function door(x, y, orient, s, swing) {
  if (orient === 'h') {
    return (
      line(x, y, x + s, y, '#ffffff', 9) +
      line(x, y, x, y + swing * s, WALL, 2.5) +
      path(
        `M${r1(x)} ${r1(y + swing * s)} A${r1(s)} ${r1(s)} 0 0 ${swing > 0 ? 0 : 1} ${r1(x + s)} ${r1(y)}`,
        'none',
        `stroke="${WALL}" stroke-width="1.2" stroke-dasharray="4 3"`,
      )
    );
  }
  return (
    line(x, y, x, y + s, '#ffffff', 9) +
    line(x, y, x + swing * s, y, WALL, 2.5) +
    path(
      `M${r1(x + swing * s)} ${r1(y)} A${r1(s)} ${r1(s)} 0 0 ${swing > 0 ? 1 : 0} ${r1(x)} ${r1(y + s)}`,
      'none',
      `stroke="${WALL}" stroke-width="1.2" stroke-dasharray="4 3"`,
    )
  );
}

/** Simple furniture symbols placed by room type, kept clear of the centred label. */
function furniture([label, x, y, w, h, kind], X, Y, scale) {
  const stroke = 'stroke="#9aa3ad" stroke-width="1.5"';
  const s = (m) => m * scale;
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
    out += rect(
      X(x + 0.15),
      Y(y + h - 0.85),
      s(Math.min(1.7, w - 0.3)),
      s(0.7),
      '#ffffff',
      `${stroke} rx="${r1(s(0.2))}"`,
    );
    out += circle(X(x + w - 0.45), Y(y + 0.45), s(0.22), '#ffffff', stroke);
  } else if (kind === 'kitchen') {
    out += rect(X(x + 0.1), Y(y + 0.1), s(w - 0.2), s(0.6), '#e9e2d3', stroke);
    out += circle(X(x + w * 0.3), Y(y + 0.4), s(0.15), 'none', stroke);
    out += circle(X(x + w * 0.3) + s(0.4), Y(y + 0.4), s(0.15), 'none', stroke);
    out += rect(X(x + w * 0.65), Y(y + 0.2), s(0.6), s(0.4), '#ffffff', stroke);
  } else if (kind === 'living' && /living/i.test(label)) {
    out += rect(
      X(x + 0.4),
      Y(y + h - 1.3),
      s(Math.min(3, w - 0.8)),
      s(0.9),
      '#e8dccb',
      `${stroke} rx="${r1(s(0.15))}"`,
    );
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
