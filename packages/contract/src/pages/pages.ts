/**
 * Every page of the site, declared once. The shell's router (shell/src/app/routes.tsx), the server's
 * page handler and page cache (api/src/web/pages.ts, page-cache.ts), the page head
 * (api/src/web/seo/pageMeta.ts) and the sitemap read this table; nothing else matches or builds a page
 * path. Adding a page is one entry here plus its component (docs/architecture.md, "Adding a page").
 *
 * Entries are in matching order: fixed paths before the dynamic `/:cityName` and `/:cityName/:areaName`
 * (react-router ranks them the same way; shell/src/app/routes.test.tsx checks that both agree).
 */
import { BRAND, HERO_SLIDES, heroSlide, HOME_HERO_IMAGE, PAGE_HERO_IMAGES } from '../api/constants';
import { AGENT_FILTER_KEYS } from '../api/agency';
import { homePageQuery, SEARCH_KEYS } from './search';
import { fullWidthPhoto, type PageEntry } from './page-entry';
import { STAFF_PAGES } from './staff-pages';

const SITE = `${BRAND.name} ${BRAND.tagline}`;

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
  ...STAFF_PAGES,
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
