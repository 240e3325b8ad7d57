/** The results' layout texts: the phone's List/Map switch, the area drawn on the map. */
import { defineMessages } from '@manzil/i18n';

export const layoutMessages = defineMessages({
  showMap: { en: 'Show map', ar: 'عرض الخريطة' },
  showList: { en: 'Show list', ar: 'عرض القائمة' },
});
