/**
 * The home page's first view written into the served HTML: the hero photo, heading and tagline
 * with their own inline styles (the app's stylesheet arrives with its JavaScript). On a phone the
 * JavaScript takes seconds to arrive and run; with this the largest paint happens as soon as the
 * photo is in. React replaces the markup when it mounts; the box has the React hero's exact
 * geometry (below the fixed 72 px navbar, the same clamp() height), so nothing moves.
 */
import { spliceHtml } from './html';
import { HOME_HERO_IMAGE, HOME_HERO_TEXT } from '@manzil/contract';

const STYLE = [
  'body{margin:0;line-height:1.5}',
  // Padding, not margin: a child's top margin would collapse into <body> and move the body itself.
  '.fv-page{padding-top:72px}',
  '.fv{position:relative;display:flex;align-items:center;box-sizing:border-box;',
  'height:clamp(460px,calc(80vh - 72px),760px);overflow:hidden;background:#0b1f33;color:#fff;isolation:isolate;',
  "font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif}",
  '.fv picture{position:absolute;inset:0;z-index:-2}',
  '.fv img{display:block;width:100%;height:100%;object-fit:cover}',
  '.fv .fv-shade{position:absolute;inset:0;z-index:-1;background:',
  'linear-gradient(90deg,rgba(6,18,31,.82) 0%,rgba(6,18,31,.55) 45%,rgba(6,18,31,.15) 100%),',
  'linear-gradient(0deg,rgba(6,18,31,.45) 0%,rgba(6,18,31,0) 40%)}',
  '.fv .fv-content{box-sizing:border-box;width:100%;max-width:1200px;margin:0 auto;padding:2rem 1rem}',
  '.fv .fv-eyebrow{margin:0 0 .75rem;font-size:.8rem;font-weight:700;letter-spacing:.18em;text-transform:uppercase;color:#f5c518}',
  ".fv h1{max-width:11ch;margin:0;font-family:Georgia,'Times New Roman',serif;font-size:clamp(2.5rem,1.6rem + 4.4vw,5rem);",
  'font-weight:700;line-height:1.05;letter-spacing:-.01em;text-shadow:0 2px 18px rgba(0,0,0,.35)}',
  '.fv .fv-tagline{margin:1rem 0 0;max-width:36ch;font-size:clamp(1.05rem,.95rem + .6vw,1.35rem);font-weight:500;opacity:.92}',
  '.fv .fv-actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:2rem}',
  '.fv .fv-actions a{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-height:48px;',
  'padding:0 2rem;border-radius:999px;font-weight:700;text-decoration:none}',
  '.fv .fv-primary{background:#f5c518;color:#1a1400}',
  '.fv .fv-secondary{border:2px solid rgba(255,255,255,.85);color:#fff}',
].join('');

const HOME = [
  `<style>${STYLE}</style>`,
  '<div class="fv-page">',
  '<section class="fv" aria-labelledby="fv-heading">',
  '<picture>',
  `<source type="image/webp" srcset="${HOME_HERO_IMAGE.webp}" sizes="${HOME_HERO_IMAGE.sizes}" />`,
  `<source type="image/jpeg" srcset="${HOME_HERO_IMAGE.jpeg}" sizes="${HOME_HERO_IMAGE.sizes}" />`,
  `<img src="${HOME_HERO_IMAGE.fallback}" alt="" width="${HOME_HERO_IMAGE.width}" height="${HOME_HERO_IMAGE.height}" fetchpriority="high" />`,
  '</picture>',
  '<div class="fv-shade"></div>',
  '<div class="fv-content">',
  `<p class="fv-eyebrow">${HOME_HERO_TEXT.eyebrow}</p>`,
  `<h1 id="fv-heading">${HOME_HERO_TEXT.heading}</h1>`,
  `<p class="fv-tagline">${HOME_HERO_TEXT.tagline}</p>`,
  '<div class="fv-actions">',
  '<a class="fv-primary" href="#home-search">Search properties</a>',
  '<a class="fv-secondary" href="/contact">Talk to an agent</a>',
  '</div>',
  '</div>',
  '</section>',
  '</div>',
].join('');

/** Writes the route's first view (only the home page has one) into the empty app root. */
export function injectFirstView(html: string, path: string): string {
  if (path !== '/') return html;
  return spliceHtml(html, '<div id="root"></div>', `<div id="root">${HOME}</div>`);
}
