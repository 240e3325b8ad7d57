/** Where each home of an alert mail is, named as a reader says it: 'Palm Jumeirah, Dubai' ('نخلة جميرا، دبي'),
 * from the area and emirate records in the mail's language (never the area's storage key). */
import type { Db } from 'mongodb';
import { contentIn, titleFromSlug, type Locale } from '@manzil/contract';
import { messagesIn } from '@manzil/i18n';
import { listAreaRefs } from '../db/areas';
import type { PropertyDoc } from '../db/collections';
import { listEmirates } from '../db/emirates';
import { alertMailMessages } from './messages';

export type HomePlace = (home: Pick<PropertyDoc, 'areaName' | 'emirate'>) => string;

export async function homePlaces(db: Db, locale: Locale): Promise<HomePlace> {
  const [areas, emirates] = await Promise.all([listAreaRefs(db), listEmirates(db)]);
  const t = messagesIn(alertMailMessages, locale);
  return (home) => {
    const area = areas.find((a) => a.key === home.areaName && a.emirate === home.emirate);
    const emirate = emirates.find((e) => e.slug === home.emirate);
    // A record gone since (or never kept) still reads as words, not as a key.
    const areaName = area ? contentIn(area, 'name', locale).text : titleFromSlug(home.areaName);
    const emirateName = emirate
      ? contentIn(emirate, 'name', locale).text.replace(/-/g, ' ')
      : titleFromSlug(home.emirate);
    return t('homePlace', { area: areaName, emirate: emirateName });
  };
}
