#!/usr/bin/env node
/**
 * Generates the demo images and documents under shell/public from SVG designs (no network, no font files
 * beyond the system's DejaVu). Every picture draws from its own seeded random stream, keyed by its file
 * name, so a re-run writes byte-identical files. Usage: node scripts/assets/generate.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { certificatePdf, brochurePdf } from './lib/pdf.mjs';
import { createRng } from './lib/random.mjs';
import { createContext, svgDocument } from './lib/svg.mjs';
import {
  AREA_CARD_OVERRIDES,
  AREA_THEMES,
  CITY_SLIDES,
  EMIRATE_SLIDES,
  EMIRATE_SCENES,
  SOBHA_SLIDES,
  THEME_SCENES,
  listingPhotoScene,
  portraitLook,
  propertyScene,
  vrScene,
} from './plan.mjs';
import { DEVELOPERS, developerSvg, logo, notAvailable, placeholder } from './scenes/brand.mjs';
import { RECIPES } from './scenes/compositions.mjs';
import { floorPlan, templatesFor } from './scenes/floorplan.mjs';
import { portrait } from './scenes/portrait.mjs';
import { wireframeHouse } from './scenes/special.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PUBLIC = join(ROOT, 'shell', 'public');
// sharp is a dependency of the api workspace; resolve it from there.
const sharp = createRequire(join(ROOT, 'api', 'package.json'))('sharp');
sharp.concurrency(1); // the machine is shared: one libvips thread is plenty
sharp.cache(false);

const JPEG = { quality: 72, mozjpeg: true };
const stats = { written: 0, unchanged: 0, bytes: 0 };

/** Writes only when the bytes differ, so re-runs leave identical files untouched. */
async function save(sitePath, data) {
  const file = join(PUBLIC, sitePath);
  await mkdir(dirname(file), { recursive: true });
  stats.bytes += data.length;
  const existing = await readFile(file).catch(() => null);
  if (existing && existing.equals(data)) {
    stats.unchanged++;
    return;
  }
  await writeFile(file, data);
  stats.written++;
}

function drawSvg(seedKey, W, H, draw) {
  const ctx = createContext(createRng(seedKey), W, H);
  const body = draw(ctx);
  return Buffer.from(svgDocument(ctx, body));
}

const scene =
  ([recipe, time, options]) =>
  (ctx) => {
    const fn = RECIPES[recipe];
    if (!fn) throw new Error(`Unknown recipe ${recipe}`);
    return fn(ctx, time, options ?? {});
  };

async function jpeg(sitePath, W, H, draw, options = JPEG) {
  const svg = drawSvg(sitePath, W, H, draw);
  const data = await sharp(svg).flatten({ background: '#ffffff' }).jpeg(options).toBuffer();
  await save(sitePath, data);
  return data;
}

async function png(sitePath, W, H, draw, { palette = false } = {}) {
  const svg = drawSvg(sitePath, W, H, draw);
  const data = await sharp(svg).png({ compressionLevel: 9, palette, colours: 64, effort: 7 }).toBuffer();
  await save(sitePath, data);
  return data;
}

/** Seed data, read through tsx so the TypeScript seed stays the single source of file names. */
function loadSeed() {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'scripts', 'assets', 'seed-manifest.mts')],
    {
      cwd: ROOT,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(out.toString('utf8'));
}

const areaKeyOf = (name) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
const numberIn = (p) => Number(/-(\d+)\.\w+$/.exec(p)?.[1] ?? '1');

async function brandFiles() {
  await png('images/logo.png', 192, 192, logo);
  await jpeg('placeholder-property.jpg', 1200, 800, placeholder);
  await jpeg('images/not-available.jpg', 1200, 800, notAvailable);
  await jpeg('images/teaser-3d.jpg', 1200, 800, wireframeHouse);
  for (const dev of DEVELOPERS)
    await save(`images/developers/${dev.file}.svg`, Buffer.from(developerSvg(dev)));
}

async function heroFiles() {
  // The home hero is drawn once at full size and scaled down, so all nine files show the same picture.
  const svg = drawSvg(
    'images/hero/home.jpg',
    1920,
    1080,
    scene(['cityWaterfront', 'dusk', { landmark: true }]),
  );
  const full = await sharp(svg).png().toBuffer();
  for (const [suffix, width] of [
    ['', 1920],
    ['-1280', 1280],
    ['-768', 768],
  ]) {
    const resized = sharp(full).resize(width, Math.round((width * 9) / 16));
    await save(`images/hero/home${suffix}.jpg`, await resized.clone().jpeg(JPEG).toBuffer());
    await save(
      `images/hero/home${suffix}.webp`,
      await resized.clone().webp({ quality: 70, effort: 5 }).toBuffer(),
    );
    await save(
      `images/hero/home${suffix}.avif`,
      await resized.clone().avif({ quality: 50, effort: 6, chromaSubsampling: '4:2:0' }).toBuffer(),
    );
  }
  for (let i = 0; i < 8; i++) {
    await jpeg(`images/slides/slide-${i + 1}.jpg`, 1920, 1080, scene(CITY_SLIDES[i]));
    await jpeg(`images/sobha/slide-${i + 1}.jpg`, 1920, 1080, scene(SOBHA_SLIDES[i]));
  }
  await jpeg('images/contact-hero.jpg', 1920, 800, scene(['cityWaterfront', 'night', { landmark: true }]));
  await jpeg('images/about-hero.jpg', 1920, 800, scene(['cityDesert', 'golden']));
}

/** The emirates' own hero slides: 1600 px (the hero's pictures sit under a dark veil and the page's
 * title), quality 64, so 64 of them stay near 3 MB. */
const SLIDE_JPEG = { quality: 64, mozjpeg: true };
async function emirateSlideFiles() {
  for (const [slug, slides] of Object.entries(EMIRATE_SLIDES))
    for (const [i, slide] of slides.entries())
      await jpeg(`images/slides/${slug}/slide-${i + 1}.jpg`, 1600, 900, scene(slide), SLIDE_JPEG);
}

async function emirateFiles(emirates) {
  for (const e of emirates) {
    const slug = /\/([^/]+)\.jpg$/.exec(e.image)[1];
    await jpeg(e.image.slice(1), 800, 600, scene(EMIRATE_SCENES[slug] ?? ['cityWaterfront', 'day']));
  }
}

/** Card, gallery, floor plans and brochure of every seeded area. */
async function areaFiles(areas) {
  for (const area of areas) {
    const key = areaKeyOf(area.name);
    const theme = AREA_THEMES[key] ?? 'city';
    const scenes = THEME_SCENES[theme];
    const card = await jpeg(area.imageURL.slice(1), 800, 600, scene(AREA_CARD_OVERRIDES[key] ?? scenes[0]));
    for (const link of area.images) {
      const n = numberIn(link);
      await jpeg(link.slice(1), 1200, 800, scene(scenes[n % scenes.length]));
    }
    const templates = templatesFor(theme);
    const plans = [];
    for (const link of area.floorplan) {
      const n = numberIn(link);
      plans.push(
        await png(
          link.slice(1),
          1200,
          900,
          (ctx) => floorPlan(ctx, templates[(n - 1) % templates.length], area.name, n),
          { palette: true },
        ),
      );
    }
    if (area.pdf) await save(area.pdf.slice(1), await brochurePdf(area, card, plans[0]));
  }
}

async function propertyFiles(propertyImages) {
  const seen = new Map();
  for (const { path: sitePath, kind } of propertyImages) {
    const n = seen.get(kind) ?? 0;
    seen.set(kind, n + 1);
    await jpeg(sitePath.slice(1), 1200, 800, scene(propertyScene(kind, n)));
  }
}

/** The shared pool of listing photos: small (960 px, quality 70), so 42 of them stay near 1.5 MB. */
const LISTING_JPEG = { quality: 70, mozjpeg: true };
async function listingPhotoFiles(listingPhotos) {
  for (const { path: sitePath, kind, n } of listingPhotos)
    await jpeg(sitePath.slice(1), 960, 640, scene(listingPhotoScene(kind, n)), LISTING_JPEG);
}

/** Agents' portraits, 480 × 600. */
async function agentFiles(agents) {
  for (const [i, agent] of agents.entries())
    await jpeg(agent.photo.slice(1), 480, 600, (ctx) => portrait(ctx, portraitLook(i)), LISTING_JPEG);
}

async function vrFiles(vrCards) {
  for (const card of vrCards) await jpeg(card.image.slice(1), 800, 600, scene(vrScene(numberIn(card.image))));
}

async function main() {
  const started = Date.now();
  const seed = loadSeed();
  const only = process.argv[2];
  const steps = {
    brand: () => brandFiles(),
    hero: () => heroFiles(),
    slides: () => emirateSlideFiles(),
    emirates: () => emirateFiles(seed.emirates),
    areas: () => areaFiles(seed.areas),
    properties: () => propertyFiles(seed.propertyImages),
    vr: () => vrFiles(seed.vrCards),
    listings: () => listingPhotoFiles(seed.listingPhotos),
    agents: () => agentFiles(seed.agents),
    certificate: async () => save('certificate.pdf', await certificatePdf()),
  };
  for (const [name, step] of Object.entries(steps)) {
    if (only && only !== name) continue;
    await step();
    console.log(`${name} done`);
  }
  console.log(
    `${stats.written} written, ${stats.unchanged} unchanged, ${(stats.bytes / 1024 / 1024).toFixed(1)} MB in ${relative(ROOT, PUBLIC)} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
