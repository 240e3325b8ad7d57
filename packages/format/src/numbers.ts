/** Prices (AED, rent per month), areas (sqft) and the labels of a property's facts. */
import {
  handoverLabel,
  isHandoverQuarter,
  PRICE_ON_REQUEST,
  type Completion,
  type Locale,
  type Purpose,
} from '@manzil/contract';

/**
 * Arabic's plural category of a whole number (CLDR: 0 zero, 1 one, 2 two, 3–10 few, 11–99 many, by the
 * last two digits; other). Written out so that a card's labels need no Intl.PluralRules at start-up.
 */
export function arabicPlural(count: number): 'zero' | 'one' | 'two' | 'few' | 'many' | 'other' {
  if (!Number.isInteger(count)) return 'other';
  const n = Math.abs(count);
  const last2 = n % 100;
  if (n === 0) return 'zero';
  if (n === 1) return 'one';
  if (n === 2) return 'two';
  if (last2 >= 3 && last2 <= 10) return 'few';
  if (last2 >= 11 && last2 <= 99) return 'many';
  return 'other';
}

/** A count of things in Arabic: the forms for one, two, 3–10, 11–99 and 100 (and 0) of a noun. */
const arabicCount = (
  count: number,
  forms: { one: string; two: string; few: string; many: string; other: string },
): string => {
  const category = arabicPlural(count);
  if (category === 'one') return forms.one;
  if (category === 'two') return forms.two;
  const form = category === 'zero' ? forms.other : forms[category];
  return `${groupDigits(count)} ${form}`;
};

/** The Arabic words of the labels below (Western digits: see docs/decisions/0008-texts-in-two-languages.md). */
const AR = {
  aed: 'درهم',
  month: 'شهرياً',
  year: 'سنوياً',
  sqft: 'قدم مربع',
  perSqft: 'قدم²',
  priceOnRequest: 'السعر عند الطلب',
  forSale: 'للبيع',
  forRent: 'للإيجار',
  studio: 'استوديو',
  ready: 'جاهز',
} as const;

/** 'Q3 2027' in Arabic: 'الربع الثالث 2027'. */
const AR_QUARTERS = ['الربع الأول', 'الربع الثاني', 'الربع الثالث', 'الربع الرابع'];

/** Intl's formatters for what the fast path below leaves to them, made on first need. */
const formatters = new Map<number, Intl.NumberFormat>();
const intlFormat = (value: number, maxFractionDigits: number): string => {
  let formatter = formatters.get(maxFractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: maxFractionDigits });
    formatters.set(maxFractionDigits, formatter);
  }
  return formatter.format(value);
};

/**
 * A number as en-US writes it, digits grouped by thousands, rounded to at most `maxFractionDigits`
 * (half away from zero): 1250000 → '1,250,000'. The same text as Intl.NumberFormat('en-US'). A whole
 * result is written here: the first Intl formatter a page makes loads the locale's number data, 30 to
 * 60 ms of main thread at start-up (measured in Chromium), one of a page's longest tasks, and every
 * price of a first view goes through here. Anything else (a fraction kept, -0, not finite, 1e21 and
 * beyond) is left to Intl.
 */
export function groupDigits(value: number, maxFractionDigits = 0): string {
  const whole = Math.sign(value) * Math.round(Math.abs(value));
  const fractionKept = maxFractionDigits > 0 && whole !== value;
  if (fractionKept || !Number.isFinite(whole) || Object.is(whole, -0) || Math.abs(whole) >= 1e21)
    return intlFormat(value, maxFractionDigits);
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

const isPositive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** An amount of dirhams: 'AED 1,250,000' ('1,250,000 درهم' in Arabic). */
const aed = (value: number, locale: Locale, maxFractionDigits = 0): string =>
  locale === 'ar'
    ? `${groupDigits(value, maxFractionDigits)} ${AR.aed}`
    : `AED ${groupDigits(value, maxFractionDigits)}`;

/** 1250000 → 'AED 1,250,000'; a rental is monthly ('AED 8,500/month'); no price → 'Inquire for price'. */
export function formatPrice(
  price: number | null | undefined,
  purpose?: Purpose | string,
  locale: Locale = 'en',
): string {
  if (!isPositive(price)) return locale === 'ar' ? AR.priceOnRequest : PRICE_ON_REQUEST;
  const amount = aed(price, locale);
  if (purpose !== 'Rent') return amount;
  return locale === 'ar' ? `${amount} ${AR.month}` : `${amount}/month`;
}

/** 1850 → '1,850 sqft'; unknown → undefined (each page says what it shows instead). */
export function formatArea(area: number | null | undefined, locale: Locale = 'en'): string | undefined {
  if (!isPositive(area)) return undefined;
  return `${groupDigits(area)} ${locale === 'ar' ? AR.sqft : 'sqft'}`;
}

/** The for-field as visitors read it: 'Buy' → 'For Sale', 'Rent' → 'For Rent'. */
export function purposeLabel(value: Purpose | string | undefined, locale: Locale = 'en'): string {
  if (locale === 'ar') return value === 'Rent' ? AR.forRent : AR.forSale;
  if (value === 'Buy') return 'For Sale';
  if (value === 'Rent') return 'For Rent';
  return value ? `For ${value}` : 'For Sale';
}

/** 0 bedrooms is a studio. */
export const formatBedrooms = (bedrooms: number, locale: Locale = 'en'): string => {
  if (bedrooms === 0) return locale === 'ar' ? AR.studio : 'Studio';
  if (locale === 'ar')
    return arabicCount(bedrooms, {
      one: 'غرفة نوم واحدة',
      two: 'غرفتا نوم',
      few: 'غرف نوم',
      many: 'غرفة نوم',
      other: 'غرفة نوم',
    });
  return `${bedrooms} ${bedrooms === 1 ? 'Bed' : 'Beds'}`;
};

export const formatBathrooms = (bathrooms: number, locale: Locale = 'en'): string =>
  locale === 'ar'
    ? arabicCount(bathrooms, { one: 'حمام واحد', two: 'حمامان', few: 'حمامات', many: 'حماماً', other: 'حمام' })
    : `${bathrooms} ${bathrooms === 1 ? 'Bath' : 'Baths'}`;

/**
 * Price per square foot, as Dubai's portals show it: a sale's price over its size ('AED 1,540/sqft'); a
 * rental's monthly rent made yearly ('AED 98/sqft/yr'). Undefined without a price or a size.
 */
export function formatPricePerSqft(
  price: number | null | undefined,
  area: number | null | undefined,
  purpose?: Purpose | string,
  locale: Locale = 'en',
): string | undefined {
  if (!isPositive(price) || !isPositive(area)) return undefined;
  if (locale === 'ar')
    return purpose === 'Rent'
      ? `${aed((price * 12) / area, locale)}/${AR.perSqft} ${AR.year}`
      : `${aed(price / area, locale)}/${AR.perSqft}`;
  if (purpose === 'Rent') return `AED ${groupDigits((price * 12) / area)}/sqft/yr`;
  return `AED ${groupDigits(price / area)}/sqft`;
}

/** 1 → '1 photo', 9 → '9 photos'. */
export const formatPhotoCount = (count: number, locale: Locale = 'en'): string =>
  locale === 'ar'
    ? arabicCount(count, { one: 'صورة واحدة', two: 'صورتان', few: 'صور', many: 'صورة', other: 'صورة' })
    : `${count} ${count === 1 ? 'photo' : 'photos'}`;

/** The yearly service charge per sqft: 18 → 'AED 18/sqft/yr'; unknown → undefined. */
export function formatServiceCharge(
  charge: number | null | undefined,
  locale: Locale = 'en',
): string | undefined {
  if (!isPositive(charge)) return undefined;
  return locale === 'ar'
    ? `${aed(charge, locale, 3)}/${AR.perSqft} ${AR.year}`
    : `AED ${groupDigits(charge, 3)}/sqft/yr`;
}

/** 'ready' → 'Ready'; an off-plan home's handover quarter '2027-Q3' → 'Off-plan, handover Q3 2027'. */
export function formatCompletion(
  completion: Completion | undefined,
  locale: Locale = 'en',
): string | undefined {
  if (completion === 'ready') return locale === 'ar' ? AR.ready : 'Ready';
  if (!completion || !isHandoverQuarter(completion)) return undefined;
  if (locale !== 'ar') return `Off-plan, handover ${handoverLabel(completion)}`;
  const [year, quarter] = completion.split('-Q');
  return `على الخريطة، التسليم ${AR_QUARTERS[Number(quarter) - 1]} ${year}`;
}
