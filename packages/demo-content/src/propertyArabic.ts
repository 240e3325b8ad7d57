/**
 * A seed listing's Arabic texts, built from the same facts as its English ones (properties.ts): its
 * title, place, address and overview bullets say what the English say in Arabic portal style; the
 * free-text description is an Arabic summary of the home rather than a translation of the note.
 */
import {
  AMENITIES_AR,
  AREA_CONTEXT_AR,
  AREAS_AR,
  bathroomsAr,
  bedroomsAr,
  countedAr,
  EMIRATES_AR,
  PLACE_OVERRIDES_AR,
} from './arabic';
import type { PropertyRow } from './propertyRows';
import type { SeedArea } from './types';
import type { PropertyTextField } from '@manzil/contract';

const sqftAr = (sqft: number): string => `${sqft.toLocaleString('en-US')} قدم مربع`;

/** 'شقة بغرفتي نوم', 'فيلا من 4 غرف نوم', 'استوديو', 'قطعة أرض'. */
export function homeKindAr(type: PropertyRow['type'], beds: number): string {
  if (type === 'Land') return 'قطعة أرض';
  if (type === 'Commercial') return 'وحدة تجارية';
  if (beds === 0) return 'استوديو';
  const word = type === 'Apartment' ? 'شقة' : type === 'Villa' ? 'فيلا' : 'تاون هاوس';
  return `${word} ${countedAr(beds, 'بغرفة نوم', 'بغرفتي نوم', 'من غرف نوم', 'من غرفة نوم').replace(/^(\d+) من /, 'من $1 ')}`;
}

const UNIT_WORD_AR: Record<PropertyRow['type'], string> = {
  Apartment: 'شقة',
  Villa: 'فيلا',
  Townhouse: 'تاون هاوس',
  Commercial: 'وحدة',
  Land: 'قطعة',
};

function layoutLine(r: PropertyRow): string {
  if (r.type === 'Land') return `الأرض - ${sqftAr(r.sqft)} بسند ملكية واضح`;
  if (r.type === 'Commercial') return `المساحة - ${sqftAr(r.sqft)} قابلة للاستخدام`;
  if (r.beds === 0) return `التصميم - استوديو بمساحة مفتوحة على ${sqftAr(r.sqft)}`;
  return `التصميم - ${bedroomsAr(r.beds)} و${bathroomsAr(r.baths)} على مساحة ${sqftAr(r.sqft)}`;
}

function amenityLine(r: PropertyRow, amenities: readonly string[]): string {
  const title = r.type === 'Land' ? 'مزايا الأرض' : r.type === 'Commercial' ? 'الخدمات' : 'المرافق';
  const named = amenities.slice(0, 4).map((a) => {
    const arabic = AMENITIES_AR[a];
    if (!arabic) throw new Error(`The amenity "${a}" has no Arabic name`);
    return arabic;
  });
  const list = named.length < 2 ? named.join('') : `${named.slice(0, -1).join('، ')} و${named.at(-1)}`;
  return `${title} - ${list}`;
}

function termsLine(r: PropertyRow, abroad: boolean): string {
  if (r.for === 'Rent')
    return r.price !== undefined && r.price < 2000
      ? 'شروط الإيجار - عقد شهري متاح'
      : 'شروط الإيجار - عقد سنوي بدفعات تصل إلى أربعة شيكات';
  return abroad
    ? 'الملكية - تملك كامل، ويرافقك مكتبنا في دبي في عملية الشراء'
    : 'الملكية - تملك حر، ويتولى فريقنا إجراءات نقل الملكية';
}

function linkLine(index: number, guide: string): string {
  if (index % 3 === 0) return 'جولة افتراضية: /3dspace';
  if (index % 3 === 1) return `دليل المنطقة: ${guide}`;
  return 'احجز معاينة: /contact';
}

export interface ArabicListingInput {
  row: PropertyRow;
  index: number;
  area: SeedArea;
  building: string;
  unitNumber: string;
  abroad: boolean;
  guide: string;
  amenities: readonly string[];
  /** Whether the English listing has a description (an empty one keeps the page's default sentence). */
  described: boolean;
}

/** The listing's Arabic texts, keyed by the English fields they stand beside. */
export function arabicListingTexts(input: ArabicListingInput): Record<PropertyTextField, string> {
  const { row: r, index, area, building, abroad } = input;
  const context = AREA_CONTEXT_AR[r.area];
  const areaAr = AREAS_AR[area.name];
  if (!context || !areaAr) throw new Error(`The seed area "${r.area}" has no Arabic texts`);
  const override = PLACE_OVERRIDES_AR[r.name];
  const location =
    override?.location ?? context.location ?? `${areaAr.name}، ${EMIRATES_AR[area.emirate].name}`;
  const street = override?.street ?? context.street;
  const kind = homeKindAr(r.type, r.beds);
  const address = `${UNIT_WORD_AR[r.type]} ${input.unitNumber}، ${building}، ${street}، ${location}${abroad ? '' : '، الإمارات العربية المتحدة'}`;
  const overview = [
    context.access,
    layoutLine(r),
    amenityLine(r, input.amenities),
    termsLine(r, abroad),
    linkLine(index, input.guide),
  ]
    .map((line) => `${line}.`)
    .join(' ');
  const purpose = r.for === 'Buy' ? 'للبيع' : 'للإيجار';
  const closing = abroad
    ? 'يمكن لمكتبنا في دبي ترتيب معاينة عبر الفيديو.'
    : r.for === 'Buy'
      ? 'تواصل مع فريقنا لترتيب معاينة.'
      : 'اتصل بنا أو راسلنا لحجز معاينة.';
  const description = input.described
    ? `${kind} ${purpose} في ${building} بمساحة ${sqftAr(r.sqft)}، في ${location}. ${closing}`
    : '';
  return {
    house_name: `${kind} في ${building}`,
    location,
    address,
    discription: overview,
    description,
  };
}
