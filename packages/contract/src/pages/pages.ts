/**
 * Every page of the site, declared once. The shell's router (shell/src/app/routes.tsx), the server's
 * page handler and page cache (api/src/web/pages.ts, page-cache.ts), the page head
 * (api/src/web/seo/pageMeta.ts) and the sitemap read this table; nothing else matches or builds a page
 * path. Adding a page is one entry here plus its component (docs/architecture.md, "Adding a page").
 *
 * Entries are in matching order: fixed paths before the dynamic `/:cityName` and `/:cityName/:areaName`
 * (react-router ranks them the same way; shell/src/app/routes.test.tsx checks that both agree).
 */
import {
  BRAND,
  HERO_SLIDES,
  heroSlide,
  HOME_HERO_IMAGE,
  PAGE_HERO_IMAGES,
  PHOTO_SIZES,
  photoSrcSet,
} from '../api/constants';
import { AGENT_FILTER_KEYS } from '../api/agency';
import { homePageQuery, SEARCH_KEYS } from './search';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, localePath, splitLocale, type Locale } from './locale';

/** The page's largest image, announced in its head before any stylesheet or script. */
export interface PreloadImage {
  href?: string;
  srcset?: string;
  sizes?: string;
  type?: string;
}

/** A photo across the screen: the same candidates as the page's <img> (or the browser downloads it twice). */
export function fullWidthPhoto(src: string): PreloadImage {
  const srcset = photoSrcSet(src);
  return srcset ? { href: src, srcset, sizes: PHOTO_SIZES.fullWidth } : { href: src };
}

/** A head that needs no database read. */
export interface FixedHead {
  title: string;
  description: string;
  /** Share image (site-relative; rendered at 1200x630 by /api/og-image). */
  image?: string;
  noindex?: boolean;
  /** JSON-LD: the agency itself (RealEstateAgent). */
  agencyLd?: boolean;
  preloadImage?: PreloadImage;
  /** The title and description in the other languages (a localized page has one for each). */
  translations?: Readonly<Partial<Record<Locale, { title: string; description: string }>>>;
}

/** A head built from the database by the server's head builder of that name (api/src/web/seo/). */
export type HeadBuilder = 'agents' | 'agent' | 'property' | 'city' | 'area' | 'notFound';

/**
 * How the page may be cached: `public` (kept by the server, shared caches may keep it a minute), `staff`
 * (`private, no-cache`, never kept), `secret` (its path holds a secret: `private, no-store`).
 */
export type PageCachePolicy = 'public' | 'staff' | 'secret';

export interface PageEntry {
  /** The path pattern: fixed segments, `:param` (one segment), a final `*` (the rest, possibly nothing). */
  path: string;
  /** The app that renders it, and the module it exposes (a shell page: its component's name). */
  app: 'shell' | 'mf-listings' | 'mf-vr' | 'mf-admin';
  module: string;
  cache: PageCachePolicy;
  /** Served in every language of LOCALES (under each one's prefix), or in English only (the staff pages). */
  localized: boolean;
  /** Rendered on the server (false: the browser draws it; the server sends the frame). */
  ssr: boolean;
  /** The query parameters the page reads, in the order its cached URL keeps them; any other is dropped. */
  search: readonly string[];
  /** The page's query as its cached URL keeps it, when the page reads it whole (a search) rather than
   * key by key: one canonical form per meaning, whether that form may be kept at all, and the query to
   * send the visitor to when the one asked for is written otherwise (the page shows what it is kept for). */
  canonicalQuery?: (search: URLSearchParams) => { query: string; cacheable: boolean; redirect?: string };
  head: FixedHead | { build: HeadBuilder };
  /** Listed in the sitemap as is (pages with parameters are listed by the sitemap from the database). */
  sitemap?: boolean;
  /** The server says 404 for a parameter naming no record; the shell then shows its not-found page. */
  knownOnly?: boolean;
  /** The parameters a fixed path stands for (its head is built as that of the general page). */
  fixedParams?: Readonly<Record<string, string>>;
}

const SITE = `${BRAND.name} ${BRAND.tagline}`;
const staff = (title: string, description: string): FixedHead => ({
  title: `${title} | ${BRAND.name}`,
  description,
  noindex: true,
});

/** The contact page's query parameter naming the listing an enquiry is about (`?property=<Reference ID>`). */
export const CONTACT_PROPERTY_PARAM = 'property';

export const PAGES = {
  home: {
    path: '/',
    app: 'shell',
    module: 'HomePage',
    cache: 'public',
    localized: true,
    ssr: true,
    // The search: its criteria, filters, sort and page (the page cache keeps it whole, canonical).
    search: Object.values(SEARCH_KEYS),
    canonicalQuery: homePageQuery,
    head: {
      title: `${SITE} — Real homes live here`,
      description:
        'Real homes live here. Buy or rent apartments, villas and townhouses in Dubai and across the UAE, with real prices in AED and real photos.',
      agencyLd: true,
      preloadImage: { srcset: HOME_HERO_IMAGE.avif, sizes: HOME_HERO_IMAGE.sizes, type: 'image/avif' },
      translations: {
        ar: {
          title: `${SITE} — منازل حقيقية تنتظرك`,
          description:
            'اشترِ أو استأجر شققاً وفللاً وتاون هاوس في دبي وفي أنحاء الإمارات، بأسعار حقيقية بالدرهم وصور حقيقية.',
        },
      },
    },
    sitemap: true,
  },
  contact: {
    path: '/contact',
    app: 'shell',
    module: 'ContactPage',
    cache: 'public',
    localized: true,
    ssr: true,
    // The listing an enquiry is about (`?property=<Reference ID>`).
    search: [CONTACT_PROPERTY_PARAM],
    head: {
      title: `Contact Us | ${SITE}`,
      description: `Call, e-mail or WhatsApp ${SITE}. Office hours Mon-Sat: 8am-9pm. We reply to every enquiry.`,
      image: PAGE_HERO_IMAGES.contact,
      agencyLd: true,
      preloadImage: fullWidthPhoto(PAGE_HERO_IMAGES.contact),
      translations: {
        ar: {
          title: `اتصل بنا | ${SITE}`,
          description: `اتصل بـ ${SITE} أو راسله بالبريد الإلكتروني أو عبر واتساب. ساعات العمل من الاثنين إلى السبت: 8 صباحاً - 9 مساءً. نرد على كل استفسار.`,
        },
      },
    },
    sitemap: true,
  },
  about: {
    path: '/about',
    app: 'shell',
    module: 'AboutPage',
    cache: 'public',
    localized: true,
    ssr: true,
    search: [],
    head: {
      title: `About Us | ${SITE}`,
      description: `${SITE}: our mission, our values and our licence. A Dubai agency for buyers, tenants and investors across the UAE.`,
      image: PAGE_HERO_IMAGES.about,
      translations: {
        ar: {
          title: `من نحن | ${SITE}`,
          description: `${SITE}: مهمتنا وقيمنا وترخيصنا. وكالة عقارية في دبي للمشترين والمستأجرين والمستثمرين في أنحاء الإمارات.`,
        },
      },
    },
    sitemap: true,
  },
  privacy: {
    path: '/privacy',
    app: 'shell',
    module: 'PrivacyPage',
    cache: 'public',
    localized: true,
    ssr: true,
    search: [],
    head: {
      title: `Privacy Notice | ${SITE}`,
      description: `What ${BRAND.name} collects through its enquiry forms and search alerts, why, how long it is kept, and your rights under the UAE Personal Data Protection Law.`,
      translations: {
        ar: {
          title: `إشعار الخصوصية | ${SITE}`,
          description: `ما يجمعه ${BRAND.name} عبر نماذج الاستفسار وتنبيهات البحث، ولماذا، ومدة الاحتفاظ به، وحقوقك بموجب قانون حماية البيانات الشخصية في الإمارات.`,
        },
      },
    },
    sitemap: true,
  },
  agents: {
    path: '/find-my-agent',
    app: 'mf-listings',
    module: 'AgentsPage',
    cache: 'public',
    localized: true,
    ssr: true,
    search: [AGENT_FILTER_KEYS.language, AGENT_FILTER_KEYS.area],
    head: { build: 'agents' },
    sitemap: true,
  },
  agent: {
    path: '/find-my-agent/:agentSlug',
    app: 'mf-listings',
    module: 'AgentPage',
    cache: 'public',
    localized: true,
    ssr: true,
    search: [],
    head: { build: 'agent' },
    knownOnly: true,
  },
  floorPlans: {
    path: '/floor-plans',
    app: 'mf-listings',
    module: 'FloorPlansPage',
    cache: 'public',
    localized: true,
    ssr: true,
    search: [],
    head: {
      title: `Floor Plans — every area by emirate | ${BRAND.name}`,
      description:
        'Floor plans of the developments in every area we cover, grouped by emirate and area: open any plan full size.',
      translations: {
        ar: {
          title: `المخططات الطابقية — كل منطقة حسب الإمارة | ${BRAND.name}`,
          description:
            'مخططات المشاريع في كل منطقة نغطيها، مرتبة حسب الإمارة والمنطقة: افتح أي مخطط بحجمه الكامل.',
        },
      },
    },
    sitemap: true,
  },
  vr: {
    path: '/3dspace',
    app: 'mf-vr',
    module: 'VrPage',
    cache: 'public',
    localized: true,
    ssr: true,
    search: [],
    head: {
      title: `Explore VR World — 3D and 360 property tours | ${BRAND.name}`,
      description:
        '9000+ virtual tours, 18+ years of experience, 4K: 360 VR tours, 3D property scans and 3D design for UAE homes.',
      image: '/images/teaser-3d.jpg',
      // The page's backdrop photo, announced before the stylesheets and the remote's code.
      preloadImage: fullWidthPhoto(heroSlide(HERO_SLIDES.listings, 1)),
      translations: {
        ar: {
          title: `استكشف عالم الواقع الافتراضي — جولات عقارية ثلاثية الأبعاد و360 درجة | ${BRAND.name}`,
          description:
            'أكثر من 9000 جولة افتراضية وأكثر من 18 عاماً من الخبرة بدقة 4K: جولات 360 درجة، ومسح ثلاثي الأبعاد للعقارات، وتصميم ثلاثي الأبعاد لمنازل الإمارات.',
        },
      },
    },
    sitemap: true,
  },
  login: {
    path: '/login',
    app: 'mf-admin',
    module: 'LoginPage',
    cache: 'staff',
    localized: false,
    ssr: false,
    search: [],
    head: staff('Admin login', 'Staff sign-in.'),
  },
  forgotPassword: {
    path: '/forgot-password',
    app: 'mf-admin',
    module: 'ForgotPasswordPage',
    cache: 'staff',
    localized: false,
    ssr: false,
    search: [],
    head: staff('Forgot password', 'Staff password reset.'),
  },
  resetPassword: {
    path: '/reset-password/:token',
    app: 'mf-admin',
    module: 'ResetPasswordPage',
    cache: 'secret',
    localized: false,
    ssr: false,
    search: [],
    head: staff('Reset password', 'Staff password reset.'),
  },
  dashboard: {
    path: '/admin/dashboard',
    app: 'mf-admin',
    module: 'AdminDashboard',
    cache: 'staff',
    localized: false,
    ssr: false,
    search: [],
    head: staff('ADMIN PANEL', 'Staff area.'),
  },
  // The back office: one page per section, in mf-admin's own layout (no public navbar or footer).
  adminListings: {
    path: '/admin/listings',
    app: 'mf-admin',
    module: 'AdminListingsPage',
    cache: 'staff',
    localized: false,
    ssr: false,
    search: [],
    head: staff('Listings', 'Staff area: the listings table and editor.'),
  },
  adminLeads: {
    path: '/admin/leads',
    app: 'mf-admin',
    module: 'AdminLeadsPage',
    cache: 'staff',
    localized: false,
    ssr: false,
    search: [],
    head: staff('Leads', 'Staff area: the enquiries and their follow-up.'),
  },
  adminAgents: {
    path: '/admin/agents',
    app: 'mf-admin',
    module: 'AdminAgentsPage',
    cache: 'staff',
    localized: false,
    ssr: false,
    search: [],
    head: staff('Agents', 'Staff area: the agents of the agency.'),
  },
  adminAreas: {
    path: '/admin/areas',
    app: 'mf-admin',
    module: 'AdminAreasPage',
    cache: 'staff',
    localized: false,
    ssr: false,
    search: [],
    head: staff('Emirates and areas', 'Staff area: emirate texts and areas.'),
  },
  adminAudit: {
    path: '/admin/audit',
    app: 'mf-admin',
    module: 'AdminAuditPage',
    cache: 'staff',
    localized: false,
    ssr: false,
    search: [],
    head: staff('Audit log', 'Staff area: who changed what, and when.'),
  },
  adminReports: {
    path: '/admin/reports',
    app: 'mf-admin',
    module: 'AdminReportsPage',
    cache: 'staff',
    localized: false,
    ssr: false,
    search: [],
    head: staff('Reports', 'Staff area: enquiries, response times and listings in figures.'),
  },
  adminUsers: {
    path: '/admin/users',
    app: 'mf-admin',
    module: 'AdminUsersPage',
    cache: 'staff',
    localized: false,
    ssr: false,
    search: [],
    head: staff('Users', 'Staff area: seats, roles and invitations.'),
  },
  adminCurrencyRates: {
    path: '/admin/currency-rates',
    app: 'mf-admin',
    module: 'AdminCurrencyRatesPage',
    cache: 'staff',
    localized: false,
    ssr: false,
    search: [],
    head: staff('Currency rates', 'Staff area: the rates prices are shown at in other currencies.'),
  },
  adminUnknown: {
    path: '/admin/*',
    app: 'shell',
    module: 'NotFoundPage',
    cache: 'staff',
    localized: false,
    ssr: true,
    search: [],
    head: { build: 'notFound' },
  },
  // Saved homes and compare: this browser's lists, which the server cannot know. It renders
  // the frame (heading, the note on where the lists are kept), the same for everyone, so the page may
  // be cached publicly; the browser fills it in. Not for search engines: there is nothing of its own.
  saved: {
    path: '/saved',
    app: 'mf-listings',
    module: 'SavedPage',
    cache: 'public',
    localized: true,
    ssr: true,
    search: [],
    head: {
      title: `Saved homes | ${BRAND.name}`,
      description: 'The homes you saved on this device, with their latest prices and status.',
      noindex: true,
      translations: {
        ar: {
          title: `المنازل المحفوظة | ${BRAND.name}`,
          description: 'المنازل التي حفظتها على هذا الجهاز، بآخر أسعارها وحالتها.',
        },
      },
    },
  },
  compare: {
    path: '/compare',
    app: 'mf-listings',
    module: 'ComparePage',
    cache: 'public',
    localized: true,
    ssr: true,
    search: [],
    head: {
      title: `Compare homes | ${BRAND.name}`,
      description:
        'Up to four homes side by side: price, price per sqft, rooms, size, service charge and location.',
      noindex: true,
      translations: {
        ar: {
          title: `قارن المنازل | ${BRAND.name}`,
          description:
            'حتى أربعة منازل جنباً إلى جنب: السعر، وسعر القدم المربعة، والغرف، والمساحة، ورسوم الخدمة، والموقع.',
        },
      },
    },
  },
  // The links of the search alerts' mails (api/alerts.ts): the token is a secret, the page is noindex and
  // never kept; its button posts the action (a mail scanner following the link changes nothing).
  alertConfirm: {
    path: '/alerts/confirm/:token',
    app: 'shell',
    module: 'AlertConfirmPage',
    cache: 'secret',
    localized: true,
    ssr: true,
    search: [],
    head: {
      title: `Confirm your search alert | ${BRAND.name}`,
      description: 'Start the e-mails about new homes that match your search.',
      noindex: true,
      translations: {
        ar: {
          title: `أكّد تنبيه البحث | ${BRAND.name}`,
          description: 'ابدأ تلقي رسائل البريد الإلكتروني عن المنازل الجديدة المطابقة لبحثك.',
        },
      },
    },
  },
  alertUnsubscribe: {
    path: '/alerts/unsubscribe/:token',
    app: 'shell',
    module: 'AlertUnsubscribePage',
    cache: 'secret',
    localized: true,
    ssr: true,
    search: [],
    head: {
      title: `Stop a search alert | ${BRAND.name}`,
      description: 'Stop the e-mails of a search alert and delete its details.',
      noindex: true,
      translations: {
        ar: {
          title: `أوقف تنبيه البحث | ${BRAND.name}`,
          description: 'أوقف رسائل تنبيه البحث واحذف بياناته.',
        },
      },
    },
  },
  sobha: {
    path: '/dubai/sobha',
    app: 'mf-listings',
    module: 'SobhaPage',
    cache: 'public',
    localized: true,
    ssr: true,
    search: [],
    head: { build: 'area' },
    fixedParams: { cityName: 'dubai', areaName: 'sobha' },
  },
  property: {
    path: '/property/:propertySlug',
    app: 'mf-listings',
    module: 'PropertyPage',
    cache: 'public',
    localized: true,
    ssr: true,
    search: [],
    head: { build: 'property' },
  },
  city: {
    path: '/:cityName',
    app: 'mf-listings',
    module: 'CityPage',
    cache: 'public',
    localized: true,
    ssr: true,
    search: [],
    head: { build: 'city' },
    knownOnly: true,
  },
  area: {
    path: '/:cityName/:areaName',
    app: 'mf-listings',
    module: 'AreaPage',
    cache: 'public',
    localized: true,
    ssr: true,
    search: [],
    head: { build: 'area' },
    knownOnly: true,
  },
  notFound: {
    path: '*',
    app: 'shell',
    module: 'NotFoundPage',
    cache: 'public',
    localized: true,
    ssr: true,
    search: [],
    head: { build: 'notFound' },
  },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof PAGES;
export type Page = (typeof PAGES)[PageId];
/** The modules an app exposes as pages, by name (a shell page: its component's name). */
export type AppPageModule<App extends PageEntry['app']> = Extract<Page, { app: App }>['module'];
/** The shell's own page components, by name (each needs one in shell/src/app/routes.tsx). */
export type ShellPageModule = AppPageModule<'shell'>;

export const PAGE_IDS = Object.keys(PAGES) as PageId[];

export interface PageMatch {
  id: PageId;
  page: PageEntry;
  /** Decoded path parameters. */
  params: Record<string, string>;
  /** The path without trailing slashes (`/` stays), its language prefix included. */
  path: string;
  /** The page's language (its path's prefix); a page that is not localized is in English. */
  locale: Locale;
}

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);
const PATTERNS = PAGE_IDS.map((id) => ({
  id,
  segments: segmentsOf(PAGES[id].path),
  fixed: (PAGES[id] as PageEntry).fixedParams ?? {},
}));

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The page a path is, as react-router matches it in the browser (fixed segments case-insensitive, a
 * parameter one non-empty segment, `*` the rest); `*` catches every other path, so there always is one.
 * Under a language's prefix only the localized pages exist ('/ar/login' is the Arabic not-found page).
 */
export function matchPage(rawPath: string): PageMatch {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') || '/' : rawPath;
  const { locale, path: rest } = splitLocale(path);
  const actual = segmentsOf(rest);
  for (const { id, segments, fixed } of PATTERNS) {
    if (locale !== DEFAULT_LOCALE && !PAGES[id].localized) continue;
    const params: Record<string, string> = { ...fixed };
    let matched = true;
    for (let i = 0; i < segments.length && matched; i += 1) {
      const pattern = segments[i]!;
      if (pattern === '*') {
        params['*'] = actual.slice(i).join('/');
        return { id, page: PAGES[id], params, path, locale };
      }
      const value = actual[i];
      const decoded = value === undefined ? undefined : decode(value);
      if (decoded === undefined) matched = false;
      else if (pattern.startsWith(':')) params[pattern.slice(1)] = decoded;
      else matched = pattern.toLowerCase() === decoded.toLowerCase();
    }
    if (matched && segments.length === actual.length) return { id, page: PAGES[id], params, path, locale };
  }
  // Unreachable while the table ends with '*'.
  return { id: 'notFound', page: PAGES.notFound, params: {}, path, locale };
}

/** The same page in each of its languages (its `hreflang` alternates; none for a page in English only). */
export function pageAlternates(match: PageMatch): { locale: Locale; hreflang: string; path: string }[] {
  if (!match.page.localized) return [];
  const { path } = splitLocale(match.path);
  return LOCALES.map((locale) => ({
    locale,
    hreflang: LOCALE_INFO[locale].hreflang,
    path: localePath(locale, path),
  }));
}

/** A localized page's fixed head in a language (the English one when it has no translation). */
export function fixedHeadIn(head: FixedHead, locale: Locale): FixedHead {
  const text = head.translations?.[locale];
  return text ? { ...head, ...text } : head;
}

/** The names of a path pattern's `:param` segments ('/:cityName/:areaName' → 'cityName' | 'areaName'). */
type ParamNames<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? ParamNames<Head> | ParamNames<Rest>
  : P extends `:${infer Name}`
    ? Name
    : never;

/** The parameters a page's path needs, by name: `{ propertySlug: string }` for 'property', none for 'about'. */
export type PageParams<Id extends PageId> = { [Name in ParamNames<(typeof PAGES)[Id]['path']>]: string };

/** pagePath's arguments after the page's id: its parameters, optional when it has none. */
export type PagePathArgs<Id extends PageId> = keyof PageParams<Id> extends never
  ? [params?: PageParams<Id>]
  : [params: PageParams<Id>];

/**
 * The path of a page with its parameters filled in, each encoded as one segment (here only: a link
 * passes the raw slug). Every link and navigation of the apps is built here or by withQuery below.
 */
export function pagePath<Id extends PageId>(
  id: Id,
  ...[params = {} as PageParams<Id>]: PagePathArgs<Id>
): string {
  const values: Record<string, string> = params;
  const path = segmentsOf(PAGES[id].path)
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = values[segment.slice(1)];
      if (value === undefined) throw new Error(`${id} needs ${segment}`);
      return encodeURIComponent(value);
    })
    .join('/');
  return `/${path}`;
}

/** A query as a link writes it: pairs in order (an undefined or empty value is left out), or a URLSearchParams. */
export type LinkQuery = URLSearchParams | Readonly<Record<string, string | number | undefined>>;

/**
 * A page's path (pagePath) with a query, encoded by URLSearchParams, and a fragment: `?` only when the
 * query has a pair, `#` only when there is a fragment. `withQuery(pagePath('contact'), { property: ref })`.
 */
export function withQuery(path: string, query: LinkQuery, hash?: string): string {
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query).flatMap(([key, value]): [string, string][] =>
            value === undefined || value === '' ? [] : [[key, String(value)]],
          ),
        );
  const text = search.toString();
  return `${path}${text ? `?${text}` : ''}${hash ? `#${hash}` : ''}`;
}

/** The agency's pages, for links (mf-listings). */
export const AGENCY_PATHS = {
  agents: PAGES.agents.path,
  agent: (slug: string) => pagePath('agent', { agentSlug: slug }),
  floorPlans: PAGES.floorPlans.path,
} as const;
