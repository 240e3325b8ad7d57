/** Area brochures and the registration certificate, drawn with pdfkit's built-in Helvetica (no font files). */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PDFDocument = require('pdfkit');

const NAVY = '#0f1b33';
const GOLD = '#c9a45c';
const INK = '#1f2937';
const MUTED = '#5b6778';
/** A fixed date keeps the files byte-identical between runs (pdfkit derives the file ID from it). */
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

/** Helvetica only covers WinAnsi; fold the few other letters the seed texts use. */
const winAnsi = (s) => s.replace(/[Şş]/g, (c) => (c === 'Ş' ? 'S' : 's')).replace(/²/g, '2');

function toBuffer(doc) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

function newDoc(title, layout = 'portrait') {
  return new PDFDocument({
    size: 'A4',
    layout,
    margin: 0,
    info: {
      Title: title,
      Author: 'Manzil Prop Real Estate',
      Creator: 'Manzil',
      Producer: 'Manzil',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
}

function header(doc, right) {
  doc.rect(0, 0, doc.page.width, 64).fill(NAVY);
  doc
    .fillColor(GOLD)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text('MANZIL', 40, 22, { characterSpacing: 4, lineBreak: false });
  doc
    .fillColor('#c8d0e0')
    .font('Helvetica')
    .fontSize(10)
    .text(right, 0, 28, { width: doc.page.width - 40, align: 'right' });
}

function footer(doc, page) {
  const y = doc.page.height - 40;
  doc
    .moveTo(40, y - 10)
    .lineTo(doc.page.width - 40, y - 10)
    .lineWidth(0.5)
    .strokeColor('#d5dae2')
    .stroke();
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(8.5)
    .text(
      'Manzil Prop Real Estate · Dubai, United Arab Emirates · Prices and availability on request.',
      40,
      y,
      { lineBreak: false },
    );
  doc.text(`Page ${page} of 2`, 0, y, { width: doc.page.width - 40, align: 'right' });
}

function bullets(doc, title, items, x, y, width) {
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(14).text(title, x, y);
  doc.rect(x, doc.y + 4, 36, 2).fill(GOLD);
  let cy = doc.y + 14;
  for (const item of items) {
    doc.circle(x + 4, cy + 5, 2.5).fill(GOLD);
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(11)
      .text(winAnsi(item), x + 16, cy, { width: width - 16 });
    cy = doc.y + 6;
  }
  return cy;
}

/** Two-page brochure: cover with image and description; features, highlights and a floor plan. */
export async function brochurePdf(
  { name, emirate, discription, feature, neighbourhood },
  coverJpeg,
  planPng,
) {
  const doc = newDoc(`${name} — Manzil brochure`);
  const W = doc.page.width;
  header(doc, `${emirate} · Area Brochure`);
  doc.image(coverJpeg, 0, 64, { width: W, height: (W * 600) / 800 });
  const imgBottom = 64 + (W * 600) / 800;
  doc
    .rect(0, imgBottom - 90, W, 90)
    .fillOpacity(0.78)
    .fill(NAVY)
    .fillOpacity(1);
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(30)
    .text(winAnsi(name), 40, imgBottom - 74, { lineBreak: false });
  doc
    .fillColor(GOLD)
    .font('Helvetica')
    .fontSize(13)
    .text(emirate.toUpperCase(), 40, imgBottom - 34, { characterSpacing: 2, lineBreak: false });
  doc
    .fillColor(NAVY)
    .font('Helvetica-Bold')
    .fontSize(14)
    .text('About the area', 40, imgBottom + 28);
  doc.rect(40, doc.y + 4, 36, 2).fill(GOLD);
  doc
    .fillColor(INK)
    .font('Helvetica')
    .fontSize(11.5)
    .text(winAnsi(discription), 40, doc.y + 14, { width: W - 80, lineGap: 4 });
  footer(doc, 1);

  doc.addPage();
  header(doc, `${winAnsi(name)} · ${emirate}`);
  const colW = (W - 100) / 2;
  const left = bullets(doc, 'Key Features', feature, 40, 96, colW);
  const right = bullets(doc, 'Neighbourhood Highlights', neighbourhood, 60 + colW, 96, colW);
  const planTop = Math.max(left, right) + 20;
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(14).text('Typical Floor Plan', 40, planTop);
  doc.rect(40, doc.y + 4, 36, 2).fill(GOLD);
  const planH = Math.min(doc.page.height - 80 - (doc.y + 16), ((W - 80) * 900) / 1200);
  if (planH < 200) throw new Error(`No room for the floor plan in the brochure of ${name}`);
  doc.image(planPng, 40, doc.y + 16, { fit: [W - 80, planH], align: 'center' });
  footer(doc, 2);
  return toBuffer(doc);
}

/** One-page certificate of registration. Text only; the licence number is deliberately not printed. */
export async function certificatePdf() {
  const doc = newDoc('Manzil Prop Real Estate — Certificate of Registration', 'landscape');
  const W = doc.page.width;
  const H = doc.page.height;
  doc.rect(0, 0, W, H).fill('#fbf8f1');
  doc
    .rect(24, 24, W - 48, H - 48)
    .lineWidth(3)
    .strokeColor(NAVY)
    .stroke();
  doc
    .rect(34, 34, W - 68, H - 68)
    .lineWidth(1)
    .strokeColor(GOLD)
    .stroke();
  const centre = (text, y, font, size, color, opts = {}) =>
    doc
      .fillColor(color)
      .font(font)
      .fontSize(size)
      .text(text, 60, y, { width: W - 120, align: 'center', ...opts });
  centre('MANZIL', 70, 'Helvetica-Bold', 22, GOLD, { characterSpacing: 6 });
  centre('Certificate of Registration', 118, 'Times-Bold', 36, NAVY);
  doc
    .moveTo(W / 2 - 90, 170)
    .lineTo(W / 2 + 90, 170)
    .lineWidth(1.5)
    .strokeColor(GOLD)
    .stroke();
  centre('This is to certify that', 196, 'Times-Italic', 15, INK);
  centre('Manzil Prop Real Estate', 226, 'Times-Bold', 30, NAVY);
  centre(
    'is registered to carry on the business of real estate brokerage, including the sale, leasing and',
    278,
    'Helvetica',
    12.5,
    INK,
  );
  centre(
    'management of residential and commercial property, in the Emirate of Dubai, United Arab Emirates.',
    296,
    'Helvetica',
    12.5,
    INK,
  );
  centre('Licence number available on request', 350, 'Helvetica-Bold', 14, NAVY);
  centre(
    'The registration details and the original certificate can be inspected at our office on request.',
    374,
    'Helvetica',
    11,
    MUTED,
  );
  doc
    .moveTo(120, H - 110)
    .lineTo(320, H - 110)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke();
  doc
    .moveTo(W - 320, H - 110)
    .lineTo(W - 120, H - 110)
    .stroke();
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(10)
    .text('Registered office: Dubai, United Arab Emirates', 120, H - 100, { width: 200, align: 'center' });
  doc.text('Manzil Prop Real Estate', W - 320, H - 100, { width: 200, align: 'center' });
  doc
    .circle(W / 2, H - 110, 34)
    .lineWidth(2)
    .strokeColor(GOLD)
    .stroke();
  doc
    .fillColor(GOLD)
    .font('Helvetica-Bold')
    .fontSize(9)
    .text('MANZIL', W / 2 - 30, H - 114, { width: 60, align: 'center', characterSpacing: 2 });
  return toBuffer(doc);
}
