/**
 * What a crawler must read for each page: title, description, canonical URL, share image and JSON-LD.
 * A fixed page's head is in the page table (@manzil/contract's PAGES); a page of a record is built here
 * from the database by the builder its entry names. A parameter naming no record is a 404.
 */
import {
  BRAND,
  contentIn,
  fixedHeadIn,
  fullWidthPhoto,
  emirateSlidesFolder,
  HERO_SLIDES,
  heroSlide,
  hasBedrooms,
  LOCALES,
  LOCALE_INFO,
  localePath,
  PAGES,
  pagePath,
  splitLocale,
  toSlug,
  type FixedHead,
  type Locale,
  type HeadBuilder,
  type PageMatch,
  type PreloadImage,
} from '@manzil/contract';
import type { Config } from '../../config';
import type { PublicReads } from '../../routes/public-reads';
import { agentHead, agentsHead } from './agencyPages';
import { clip, placeLd, propertyLd, SITE } from './pageLd';
import { messagesIn } from '@manzil/i18n';
import { headMessages } from './messages';

export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  /** Canonical path (site-relative). */
  path: string;
  /** Share image (site-relative source; rendered at 1200x630 by /api/og-image). */
  image: string;
  type: 'website' | 'article';
  jsonLd: Record<string, unknown>[];
  noindex: boolean;
  /** The route's largest image, fetched at once instead of after the JavaScript has run. */
  preloadImage?: PreloadImage;
  /** The page's language, and the same page in each language (`hreflang`; none for a staff page or a 404). */
  locale: Locale;
  alternates: { hreflang: string; path: string }[];
  /** False: rendered for this visitor but not kept in the page cache (a query naming values the page
   * does not offer). */
  keep?: boolean;
}

const DEFAULT_IMAGE = '/images/hero/home.jpg';

/** Western digits in both languages (LOCALE_INFO's Arabic tag keeps them). */
const formatAed = (value: number, locale: Locale): string =>
  messagesIn(headMessages, locale)('aed', { amount: Math.round(value).toLocaleString('en-US') });

function agency(config: Config, base: string, locale: Locale): Record<string, unknown> {
  const t = messagesIn(headMessages, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: SITE,
    url: `${base}/`,
    logo: `${base}/images/logo.png`,
    image: `${base}/images/hero/home.jpg`,
    telephone: `+${config.agencyPhone}`,
    email: config.agencyEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: (locale === 'ar' && config.officeAddressAr) || config.officeAddress,
      addressLocality: t('ldOfficeCity'),
      addressCountry: 'AE',
    },
    openingHours: 'Mo-Sa 08:00-21:00',
    areaServed: t('ldAreaServed'),
    currenciesAccepted: 'AED',
  };
}

/** The trail to a page; `locale` names its language and puts each step's path under its prefix. */
export function breadcrumbs(
  base: string,
  items: { name: string; path: string }[],
  locale: Locale = 'en',
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    inLanguage: LOCALE_INFO[locale].hreflang,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${base}${localePath(locale, item.path)}`,
    })),
  };
}

export const page = (
  partial: Partial<PageMeta> & Pick<PageMeta, 'title' | 'description' | 'path'>,
): PageMeta => ({
  status: 200,
  locale: 'en',
  alternates: [],
  image: DEFAULT_IMAGE,
  type: 'website',
  jsonLd: [],
  noindex: false,
  ...partial,
});

export const notFound = (path: string, locale: Locale = 'en'): PageMeta => {
  const t = messagesIn(headMessages, locale);
  return page({
    status: 404,
    title: t('notFoundTitle', { brand: BRAND.name }),
    description: t('notFoundDescription'),
    path,
    noindex: true,
  });
};

/** The head of a page named by the table, from the request's match. */
export interface HeadRequest {
  /** The page's reads: the render reads the same records through them, once. */
  reads: PublicReads;
  config: Config;
  base: string;
  match: PageMatch;
  /** The page's query (the agents directory reads its filter from it). */
  search: URLSearchParams;
}

async function propertyHead({ reads, base, match }: HeadRequest): Promise<PageMeta> {
  const { locale } = match;
  const t = messagesIn(headMessages, locale);
  const property = await reads.propertyDoc(match.params.propertySlug ?? '');
  if (!property) return notFound(match.path, locale);
  const [emirate, agent] = await Promise.all([
    reads.emirate(property.emirate),
    property.agent ? reads.agentDoc(property.agent) : undefined,
  ]);
  const status = property.for === 'Rent' ? t('forRent') : t('forSale');
  const price = typeof property.price === 'number' ? formatAed(property.price, locale) : t('priceOnRequest');
  // A plot or a commercial unit has no bedrooms to name.
  const beds = !hasBedrooms(property.house_type)
    ? ''
    : property.bedrooms === 0
      ? t('studio')
      : t('beds', { count: property.bedrooms });
  const canonical = pagePath('property', { propertySlug: property.slug });
  const area = emirate ? await reads.area(emirate.slug, property.areaName) : undefined;
  const name = contentIn(property, 'house_name', locale).text;
  const location = contentIn(property, 'location', locale).text;
  const crumbs: { name: string; path: string }[] = [{ name: t('home'), path: PAGES.home.path }];
  if (emirate)
    crumbs.push({
      name: contentIn(emirate, 'name', locale).text,
      path: pagePath('city', { cityName: emirate.slug }),
    });
  if (emirate && area)
    crumbs.push({
      name: contentIn(area, 'name', locale).text,
      path: pagePath('area', { cityName: emirate.slug, areaName: toSlug(area.name) }),
    });
  crumbs.push({ name, path: canonical });
  return page({
    title: t('propertyTitle', { name, status, location, brand: BRAND.name }),
    description: clip(
      t('propertyDescription', {
        status,
        beds,
        type: t('type', { type: property.house_type.toLowerCase() }),
        location,
        price,
        text: contentIn(property, property.description == null ? 'discription' : 'description', locale).text,
      }),
    ),
    path: canonical,
    image: property.imageurl,
    preloadImage: fullWidthPhoto(property.imageurl),
    type: 'article',
    jsonLd: [
      propertyLd(property, emirate, agent, base, canonical, locale),
      breadcrumbs(base, crumbs, locale),
    ],
  });
}

async function cityHead({ reads, base, match }: HeadRequest): Promise<PageMeta> {
  const { locale } = match;
  const t = messagesIn(headMessages, locale);
  const emirate = await reads.emirate(match.params.cityName ?? '');
  if (!emirate) return notFound(match.path, locale);
  const cityPath = pagePath('city', { cityName: emirate.slug });
  const name = contentIn(emirate, 'name', locale).text;
  return page({
    title: t('cityTitle', { emirate: name, brand: BRAND.name }),
    description: clip(t('cityDescription', { emirate: name, text: contentIn(emirate, 'text', locale).text })),
    path: cityPath,
    image: emirate.image,
    preloadImage: fullWidthPhoto(heroSlide(emirateSlidesFolder(emirate.slug), 1)),
    jsonLd: [
      breadcrumbs(
        base,
        [
          { name: t('home'), path: PAGES.home.path },
          { name, path: cityPath },
        ],
        locale,
      ),
    ],
  });
}

async function areaHead({ reads, base, match }: HeadRequest): Promise<PageMeta> {
  const { locale } = match;
  const t = messagesIn(headMessages, locale);
  const emirate = await reads.emirate(match.params.cityName ?? '');
  const area = emirate && (await reads.area(emirate.slug, match.params.areaName ?? ''));
  if (!emirate || !area) return notFound(match.path, locale);
  const cityPath = pagePath('city', { cityName: emirate.slug });
  const areaPath = pagePath('area', { cityName: emirate.slug, areaName: toSlug(area.name) });
  const areaName = contentIn(area, 'name', locale).text;
  const emirateName = contentIn(emirate, 'name', locale).text;
  return page({
    title: area.collection
      ? t('collectionTitle', { area: areaName, brand: BRAND.name })
      : t('areaTitle', { area: areaName, emirate: emirateName, brand: BRAND.name }),
    description: clip(contentIn(area, 'discription', locale).text),
    path: areaPath,
    image: area.imageURL,
    preloadImage: fullWidthPhoto(
      heroSlide(match.id === 'sobha' ? HERO_SLIDES.sobha : emirateSlidesFolder(emirate.slug), 1),
    ),
    jsonLd: [
      placeLd(area, emirate, base, areaPath, locale),
      breadcrumbs(
        base,
        [
          { name: t('home'), path: PAGES.home.path },
          { name: emirateName, path: cityPath },
          { name: areaName, path: areaPath },
        ],
        locale,
      ),
    ],
  });
}

/** The head builders the page table names (@manzil/contract's PAGES): one per kind of record. */
const HEAD_BUILDERS: Record<HeadBuilder, (request: HeadRequest) => Promise<PageMeta>> = {
  agents: ({ reads, search, base, match }) => agentsHead(reads, search, base, match.locale),
  agent: ({ reads, match, base }) =>
    agentHead(reads, match.params.agentSlug ?? '', match.path, base, match.locale),
  property: propertyHead,
  city: cityHead,
  area: areaHead,
  notFound: async ({ match }) => notFound(match.path, match.locale),
};

/** The head of the page the path is: from the table for a fixed page, from its builder otherwise. */
export async function resolvePageMeta(
  reads: PublicReads,
  config: Config,
  match: PageMatch,
  base: string,
  search: URLSearchParams = new URLSearchParams(),
): Promise<PageMeta> {
  const head: FixedHead | { build: HeadBuilder } = match.page.head;
  if ('build' in head)
    return inLocale(await HEAD_BUILDERS[head.build]({ reads, config, base, match, search }), match);
  const text = fixedHeadIn(head, match.locale);
  return inLocale(
    page({
      title: text.title,
      description: text.description,
      path: match.page.path,
      noindex: head.noindex ?? false,
      ...(head.image ? { image: head.image } : {}),
      ...(head.agencyLd ? { jsonLd: [agency(config, base, match.locale)] } : {}),
      ...(head.preloadImage ? { preloadImage: head.preloadImage } : {}),
    }),
    match,
  );
}

/** A head in the page's language: its canonical path under the language's prefix, its alternates. */
function inLocale(meta: PageMeta, match: PageMatch): PageMeta {
  // The builders name the English path (a 404 names the path asked for, prefix included).
  const { path } = splitLocale(meta.path);
  const alternates =
    match.page.localized && meta.status === 200
      ? LOCALES.map((locale) => ({ hreflang: LOCALE_INFO[locale].hreflang, path: localePath(locale, path) }))
      : [];
  return { ...meta, locale: match.locale, path: localePath(match.locale, path), alternates };
}
