/**
 * What a crawler must read for each route, from the database: title, description, canonical
 * URL, share image and JSON-LD. Routes mirror the shell's route table; unknown slugs are 404.
 */
import type { Db } from 'mongodb';
import {
  BRAND,
  emirateSlidesFolder,
  HERO_SLIDES,
  heroSlide,
  HOME_HERO_IMAGE,
  isLand,
  PHOTO_SIZES,
  photoSrcSet,
  titleFromSlug,
  toSlug,
} from '@manzil/contract';
import type { Config } from '../../config';
import type { AreaDoc, EmirateDoc, PropertyDoc } from '../../db/collections';
import { findArea } from '../../db/areas';
import { agencyPageMeta } from './agencyPages';
import { findEmirate } from '../../db/emirates';
import { findPropertyBySlug } from '../../db/properties';
import { listingLdFacts } from './listingLd';

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
  preloadImage?: { href?: string; srcset?: string; sizes?: string; type?: string };
  /** False: rendered for this visitor but not kept in the page cache (a query naming values the page
   * does not offer). */
  keep?: boolean;
}

const SITE = `${BRAND.name} ${BRAND.tagline}`;
const DEFAULT_IMAGE = '/images/hero/home.jpg';
const HOME_DESCRIPTION =
  'Real homes live here. Buy or rent apartments, villas and townhouses in Dubai and across the UAE, with real prices in AED and real photos.';

/** Trims text to a meta description (≤ 160 characters, on a word boundary). */
export function clip(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

const formatAed = (value: number): string => `AED ${Math.round(value).toLocaleString('en-US')}`;

function agency(config: Config, base: string): Record<string, unknown> {
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
      streetAddress: config.officeAddress,
      addressLocality: 'Dubai',
      addressCountry: 'AE',
    },
    openingHours: 'Mo-Sa 08:00-21:00',
    areaServed: 'United Arab Emirates',
    currenciesAccepted: 'AED',
  };
}

export function breadcrumbs(base: string, items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${base}${item.path}`,
    })),
  };
}

/** schema.org accommodation type of a property type. */
export function unitType(houseType: string): 'Apartment' | 'House' | 'Accommodation' {
  const type = houseType.toLowerCase();
  if (type === 'apartment' || type === 'penthouse' || type === 'studio') return 'Apartment';
  if (type === 'villa' || type === 'townhouse' || type === 'house') return 'House';
  return 'Accommodation';
}

function propertyLd(p: PropertyDoc, emirate: EmirateDoc | undefined, base: string, path: string) {
  const facts = listingLdFacts(p, base);
  const unit: Record<string, unknown> = {
    '@type': unitType(p.house_type),
    name: p.house_name,
    ...(facts.land ? {} : { numberOfBedrooms: p.bedrooms, numberOfBathroomsTotal: p.bathrooms }),
    address: {
      '@type': 'PostalAddress',
      streetAddress: p.address ?? p.location,
      addressLocality: p.location,
      addressRegion: emirate?.name ?? titleFromSlug(p.emirate),
      addressCountry: 'AE',
    },
  };
  if (typeof p.area === 'number') {
    unit.floorSize = { '@type': 'QuantitativeValue', value: p.area, unitCode: 'FTK', unitText: 'sq ft' };
  }
  if (typeof p.lat === 'number' && typeof p.lon === 'number') {
    unit.geo = { '@type': 'GeoCoordinates', latitude: p.lat, longitude: p.lon };
  }
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    priceCurrency: 'AED',
    businessFunction:
      p.for === 'Rent'
        ? 'http://purl.org/goodrelations/v1#LeaseOut'
        : 'http://purl.org/goodrelations/v1#Sell',
    availability: facts.availability,
    url: `${base}${path}`,
  };
  if (typeof p.price === 'number') offer.price = p.price;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: p.house_name,
    description: clip(p.description || p.discription, 300),
    url: `${base}${path}`,
    image: facts.image,
    ...(facts.identifier ? { identifier: facts.identifier } : {}),
    datePosted: new Date(p.createdAt ?? p.updatedAt).toISOString(),
    offers: offer,
    about: unit,
  };
}

function placeLd(area: AreaDoc, emirate: EmirateDoc, base: string, path: string) {
  const place: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Place',
    name: area.name,
    description: clip(area.discription, 300),
    url: `${base}${path}`,
    image: `${base}${area.imageURL}`,
    address: {
      '@type': 'PostalAddress',
      addressLocality: area.name,
      addressRegion: emirate.name,
      addressCountry: 'AE',
    },
  };
  if (typeof area.lat === 'number' && typeof area.lon === 'number') {
    place.geo = { '@type': 'GeoCoordinates', latitude: area.lat, longitude: area.lon };
  }
  return place;
}

export const page = (
  partial: Partial<PageMeta> & Pick<PageMeta, 'title' | 'description' | 'path'>,
): PageMeta => ({
  status: 200,
  image: DEFAULT_IMAGE,
  type: 'website',
  jsonLd: [],
  noindex: false,
  ...partial,
});

export const notFound = (path: string): PageMeta =>
  page({
    status: 404,
    title: `Page not found | ${BRAND.name}`,
    description: 'The page you are looking for does not exist or has moved.',
    path,
    noindex: true,
  });

const STATIC_PAGES: Record<
  string,
  { title: string; description: string; image?: string; noindex?: boolean }
> = {
  '/about': {
    title: `About Us | ${SITE}`,
    description: `${SITE}: our mission, our values and our licence. A Dubai agency for buyers, tenants and investors across the UAE.`,
    image: '/images/about-hero.jpg',
  },
  '/3dspace': {
    title: `Explore VR World — 3D and 360 property tours | ${BRAND.name}`,
    description:
      '9000+ virtual tours, 18+ years of experience, 4K: 360 VR tours, 3D property scans and 3D design for UAE homes.',
    image: '/images/teaser-3d.jpg',
  },
  '/login': { title: `Admin login | ${BRAND.name}`, description: 'Staff sign-in.', noindex: true },
  '/forgot-password': {
    title: `Forgot password | ${BRAND.name}`,
    description: 'Staff password reset.',
    noindex: true,
  },
  '/admin/dashboard': { title: `ADMIN PANEL | ${BRAND.name}`, description: 'Staff area.', noindex: true },
};

/** The preload of a photo across the screen: the same candidates as the page's <img> (or the browser
 * downloads it twice). */
function fullWidthPhoto(src: string): PageMeta['preloadImage'] {
  const srcset = photoSrcSet(src);
  return srcset ? { href: src, srcset, sizes: PHOTO_SIZES.fullWidth } : { href: src };
}

export async function resolvePageMeta(
  db: Db,
  config: Config,
  rawPath: string,
  base: string,
  /** The page's query (the agents directory reads its filter from it). */
  search: URLSearchParams = new URLSearchParams(),
): Promise<PageMeta> {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));

  if (segments.length === 0) {
    return page({
      title: `${SITE} — Real homes live here`,
      description: HOME_DESCRIPTION,
      path: '/',
      jsonLd: [agency(config, base)],
      preloadImage: { srcset: HOME_HERO_IMAGE.webp, sizes: HOME_HERO_IMAGE.sizes, type: 'image/webp' },
    });
  }
  if (path === '/contact') {
    return page({
      title: `Contact Us | ${SITE}`,
      description: `Call, e-mail or WhatsApp ${SITE}. Office hours Mon-Sat: 8am-9pm. We reply to every enquiry.`,
      path,
      image: '/images/contact-hero.jpg',
      jsonLd: [agency(config, base)],
    });
  }
  const agencyPage = await agencyPageMeta(db, segments, search, base);
  if (agencyPage) return agencyPage;
  const fixed = STATIC_PAGES[path];
  if (fixed)
    return page({
      ...fixed,
      path,
      noindex: fixed.noindex ?? false,
      // The 3D page's backdrop photo, announced before the stylesheets and the remote's code.
      preloadImage: path === '/3dspace' ? fullWidthPhoto(heroSlide(HERO_SLIDES.listings, 1)) : undefined,
    });
  if (segments[0] === 'reset-password' && segments.length === 2) {
    return page({
      title: `Reset password | ${BRAND.name}`,
      description: 'Staff password reset.',
      path,
      noindex: true,
    });
  }
  if (segments[0] === 'admin') return notFound(path);

  if (segments[0] === 'property' && segments.length === 2) {
    const property = await findPropertyBySlug(db, segments[1]!);
    if (!property) return notFound(path);
    const emirate = await findEmirate(db, property.emirate);
    const status = property.for === 'Rent' ? 'For Rent' : 'For Sale';
    const price = typeof property.price === 'number' ? formatAed(property.price) : 'Inquire for price';
    // A plot has no bedrooms to name.
    const beds = isLand(property.house_type)
      ? ''
      : property.bedrooms === 0
        ? 'Studio '
        : `${property.bedrooms} bed `;
    const canonical = `/property/${property.slug}`;
    const area = emirate ? await findArea(db, emirate.slug, property.areaName) : undefined;
    const crumbs = [{ name: 'Home', path: '/' }];
    if (emirate) crumbs.push({ name: emirate.name, path: `/${emirate.slug}` });
    if (emirate && area) crumbs.push({ name: area.name, path: `/${emirate.slug}/${toSlug(area.name)}` });
    crumbs.push({ name: property.house_name, path: canonical });
    return page({
      title: `${property.house_name} — ${status} in ${property.location} | ${BRAND.name}`,
      description: clip(
        `${status}: ${beds}${property.house_type.toLowerCase()} in ${property.location}, ${price}. ${property.description ?? property.discription}`,
      ),
      path: canonical,
      image: property.imageurl,
      preloadImage: fullWidthPhoto(property.imageurl),
      type: 'article',
      jsonLd: [propertyLd(property, emirate, base, canonical), breadcrumbs(base, crumbs)],
    });
  }

  const emirate = await findEmirate(db, segments[0]!);
  if (!emirate || segments.length > 2) return notFound(path);
  const cityPath = `/${emirate.slug}`;
  if (segments.length === 1) {
    return page({
      title: `Properties in ${emirate.name} — areas, homes and prices in AED | ${BRAND.name}`,
      description: clip(`Discover ${emirate.name}. ${emirate.text}`),
      path: cityPath,
      image: emirate.image,
      preloadImage: fullWidthPhoto(heroSlide(emirateSlidesFolder(emirate.slug), 1)),
      jsonLd: [
        breadcrumbs(base, [
          { name: 'Home', path: '/' },
          { name: emirate.name, path: cityPath },
        ]),
      ],
    });
  }
  const area = await findArea(db, emirate.slug, segments[1]!);
  if (!area) return notFound(path);
  const areaPath = `${cityPath}/${toSlug(area.name)}`;
  return page({
    title: `${area.collection ? `Explore ${area.name}` : `Homes in ${area.name}, ${emirate.name}`} | ${BRAND.name}`,
    description: clip(area.discription),
    path: areaPath,
    image: area.imageURL,
    preloadImage: fullWidthPhoto(
      heroSlide(path === '/dubai/sobha' ? HERO_SLIDES.sobha : emirateSlidesFolder(emirate.slug), 1),
    ),
    jsonLd: [
      placeLd(area, emirate, base, areaPath),
      breadcrumbs(base, [
        { name: 'Home', path: '/' },
        { name: emirate.name, path: cityPath },
        { name: area.name, path: areaPath },
      ]),
    ],
  });
}
