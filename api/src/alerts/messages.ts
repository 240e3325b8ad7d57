/** The search alerts' mails in the visitor's language: the language of the page they signed up on. */
import { defineMessages } from '@manzil/i18n';

export const alertMailMessages = defineMessages({
  hello: { en: 'Hello,', ar: 'مرحبًا،' },
  signature: { en: '{brand} {tagline}', ar: '{brand} {tagline}' },
  confirmSubject: { en: 'Confirm your {brand} search alert', ar: 'أكّد تنبيه البحث في {brand}' },
  confirmAsked: {
    en: 'Someone (we hope you) asked {brand} to e-mail this address about new homes matching this search:',
    ar: 'طلب أحدهم (ونأمل أن تكون أنت) من {brand} مراسلة هذا العنوان عن المنازل الجديدة المطابقة لهذا البحث:',
  },
  confirmHow: {
    en: 'To start the alert, open this link and press "Start my alert":',
    ar: 'لتفعيل التنبيه، افتح هذا الرابط واضغط زر التفعيل:',
  },
  confirmNothing: {
    en: 'Nothing is sent before you do. If it was not you, ignore this e-mail: the request and this address are deleted within {hours} hours.',
    ar: 'لن نرسل شيئًا قبل ذلك. وإن لم تكن صاحب الطلب فتجاهل هذه الرسالة: سيُحذف الطلب وهذا العنوان خلال {hours} ساعة.',
  },
  alreadySubject: {
    en: 'Your {brand} search alert is already on',
    ar: 'تنبيه البحث في {brand} مفعّل بالفعل',
  },
  alreadyAsked: {
    en: 'Someone (we hope you) asked {brand} again to e-mail this address about new homes matching this search:',
    ar: 'طلب أحدهم (ونأمل أن تكون أنت) من {brand} مجددًا مراسلة هذا العنوان عن المنازل الجديدة المطابقة لهذا البحث:',
  },
  alreadyNothing: {
    en: 'This address already has that alert, so nothing has changed and there is nothing to do. Every alert e-mail ends with a link that stops it.',
    ar: 'هذا التنبيه مفعّل لهذا العنوان من قبل، فلم يتغير شيء ولا يلزمك أي إجراء. تنتهي كل رسالة تنبيه برابط لإيقافه.',
  },
  alertSubject: {
    en: '{count, plural, one {1 new home} other {# new homes}} for your search: {search}',
    ar: '{count, plural, zero {لا منازل جديدة} one {منزل جديد} two {منزلان جديدان} few {# منازل جديدة} many {# منزلًا جديدًا} other {# منزل جديد}} لبحثك: {search}',
  },
  alertIntro: {
    en: 'New or re-priced homes that match your search ({search}):',
    ar: 'منازل جديدة أو بأسعار جديدة تطابق بحثك ({search}):',
  },
  alertHome: { en: '- {name}, {where}', ar: '- {name}، {where}' },
  homePlace: { en: '{area}, {emirate}', ar: '{area}، {emirate}' },
  alertView: { en: 'View this home', ar: 'اعرض هذا المنزل' },
  alertWholeLink: { en: 'See the whole search', ar: 'اطّلع على نتائج البحث كاملة' },
  alertStopLink: { en: 'Stop this alert', ar: 'أوقف هذا التنبيه' },
  alertWhole: { en: 'See the whole search: {link}', ar: 'اطّلع على نتائج البحث كاملة: {link}' },
  alertStop: {
    en: 'We send at most one e-mail a day for this search. To stop these e-mails and delete this alert:',
    ar: 'نرسل رسالة واحدة في اليوم على الأكثر لهذا البحث. لإيقاف هذه الرسائل وحذف التنبيه:',
  },
  // The search's name: '2 bed Apartments to rent in Dubai Marina' / 'شقق للإيجار في دبي مارينا، 2 غرف نوم'.
  searchName: {
    en: '{beds}{type} {purpose} {where}{words}{price}',
    ar: '{type} {purpose} {where}{beds}{words}{price}',
  },
  searchBeds: { en: '{beds} bed ', ar: '، غرف النوم: {beds}' },
  searchStudio: { en: 'Studio bed ', ar: '، استوديو' },
  searchHomes: { en: 'Homes', ar: 'منازل' },
  searchApartment: { en: 'Apartments', ar: 'شقق' },
  searchVilla: { en: 'Villas', ar: 'فلل' },
  searchTownhouse: { en: 'Townhouses', ar: 'تاون هاوس' },
  searchCommercial: { en: 'Commercials', ar: 'عقارات تجارية' },
  searchLand: { en: 'Lands', ar: 'أراضٍ' },
  searchRent: { en: 'to rent', ar: 'للإيجار' },
  searchBuy: { en: 'for sale', ar: 'للبيع' },
  searchIn: { en: 'in {place}', ar: 'في {place}' },
  searchAnywhere: { en: 'across the UAE', ar: 'في جميع أنحاء الإمارات' },
  searchWords: { en: ' with the words "{words}"', ar: ' بالكلمات "{words}"' },
  searchPrice: { en: ', {price}', ar: '، {price}' },
});
