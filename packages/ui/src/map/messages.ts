import { defineMessages } from '@manzil/i18n';
import { MAP_FAILED, MAP_LOADING } from './mapTexts';

export const mapMessages = defineMessages({
  loading: { en: MAP_LOADING, ar: 'جارٍ تحميل الخريطة...' },
  failedTitle: { en: MAP_FAILED.title, ar: 'تعذّر تحميل الخريطة' },
  failedText: { en: MAP_FAILED.text, ar: 'يرجى التحقق من اتصالك أو المحاولة لاحقاً' },
  zoomIn: { en: 'Zoom in', ar: 'تكبير' },
  zoomOut: { en: 'Zoom out', ar: 'تصغير' },
});
