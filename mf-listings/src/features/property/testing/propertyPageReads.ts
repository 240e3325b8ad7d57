import { fail, handle } from '@manzil/api-client/testing';
import { siteConfig } from '../../../test/api';

/** The reads a property page makes beside its listing: the site settings, the area's floor plans and
 * the similar homes at its foot (none of either: their own tests are in gallery/ and similar/). */
export const propertyPageReads = () => [
  handle('GET /site-config', siteConfig),
  handle('GET /admin/properties/:city/:area', fail(404, { msg: 'Area not found' })),
  handle('GET /properties/by-slug/:slug/similar', { data: [] }),
];
