/** The heads' texts (titles, descriptions, breadcrumbs) in each language; record texts come from
 * contentIn. The English ones are what the pages' tests and search results have always shown. */
import { defineMessages } from '@manzil/i18n';

export const headMessages = defineMessages({
  home: { en: 'Home', ar: 'الرئيسية' },
  forRent: { en: 'For Rent', ar: 'للإيجار' },
  forSale: { en: 'For Sale', ar: 'للبيع' },
  priceOnRequest: { en: 'Inquire for price', ar: 'السعر عند الطلب' },
  aed: { en: 'AED {amount}', ar: '{amount} درهم' },
  studio: { en: 'Studio ', ar: 'استوديو ' },
  beds: {
    en: '{count} bed ',
    ar: '{count, plural, one {غرفة نوم واحدة} two {غرفتا نوم} few {# غرف نوم} many {# غرفة نوم} other {# غرفة نوم}} ',
  },
  // Arabic names the listing's type in its words (a type staff typed themselves stays as typed).
  type: {
    en: '{type}',
    ar: '{type, select, apartment {شقة} villa {فيلا} townhouse {تاون هاوس} penthouse {بنتهاوس} house {منزل} commercial {عقار تجاري} land {أرض} studio {استوديو} other {{type}}}',
  },
  propertyTitle: {
    en: '{name} — {status} in {location} | {brand}',
    ar: '{name} — {status} في {location} | {brand}',
  },
  propertyDescription: {
    en: '{status}: {beds}{type} in {location}, {price}. {text}',
    ar: '{status}: {beds}{type} في {location}، {price}. {text}',
  },
  cityTitle: {
    en: 'Properties in {emirate} — areas, homes and prices in AED | {brand}',
    ar: 'عقارات في {emirate} — المناطق والمنازل والأسعار بالدرهم | {brand}',
  },
  cityDescription: { en: 'Discover {emirate}. {text}', ar: 'اكتشف {emirate}. {text}' },
  collectionTitle: { en: 'Explore {area} | {brand}', ar: 'استكشف {area} | {brand}' },
  areaTitle: { en: 'Homes in {area}, {emirate} | {brand}', ar: 'منازل في {area}، {emirate} | {brand}' },
  notFoundTitle: { en: 'Page not found | {brand}', ar: 'الصفحة غير موجودة | {brand}' },
  notFoundDescription: {
    en: 'The page you are looking for does not exist or has moved.',
    ar: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.',
  },
  agents: { en: 'Find My Agent', ar: 'ابحث عن وكيلك' },
  agentsWho: {
    en: 'Agents{language, select, none {} other { speaking {language}}}{area, select, none {} other { in {area}}}',
    ar: 'وكلاء{language, select, none {} other { يتحدثون {language}}}{area, select, none {} other { في {area}}}',
  },
  agentsDescription: {
    en: 'Find your {brand} agent by language and area: {count} agents speaking {languages}, each with their broker registration number (BRN) and listings.',
    ar: 'ابحث عن وكيلك في {brand} حسب اللغة والمنطقة: {count} وكيلًا يتحدثون {languages}، لكل منهم رقم تسجيل الوسيط (BRN) وعقاراته.',
  },
  agentTitle: {
    en: '{name} — real estate agent, BRN {brn} | {brand}',
    ar: '{name} — وكيل عقاري، BRN {brn} | {brand}',
  },
  agentDescription: {
    en: '{name}, {brand} agent (BRN {brn}), speaks {languages}{areas, select, none {} other { and works in {areas}}}. {listings, plural, one {# listing} other {# listings}}.',
    ar: '{name}، وكيل لدى {brand} ‏(BRN {brn})، يتحدث {languages}{areas, select, none {} other { ويعمل في {areas}}}. {listings, plural, zero {لا عقارات} one {عقار واحد} two {عقاران} few {# عقارات} many {# عقارًا} other {# عقار}}.',
  },
  agentJob: { en: 'Real estate agent', ar: 'وكيل عقاري' },
  and: { en: '{items} and {last}', ar: '{items} و{last}' },
});
