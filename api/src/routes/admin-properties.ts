/**
 * Properties: the admin writes (multipart, authenticated) and the public reads the pages use
 * (`properties/{area}`, `properties/{City}/{area}`, `fetch-nested-area-data`).
 */
import { Hono } from 'hono';
import type { ObjectId } from 'mongodb';
import {
  PLACEHOLDER_IMAGE,
  PRICE_ON_REQUEST,
  PROPERTY_FORM_FIELDS,
  PROPERTY_REQUIRED_FIELDS,
  PROPERTY_TEXT_FIELDS,
  toAreaKey,
  type NestedAreaDataResponse,
  type PropertyResponse,
} from '@manzil/contract';
import {
  addPropertyFormSchema,
  areaParamSchema,
  PROPERTY_FACT_FIELDS,
  cityAreaParamSchema,
  deletePropertyBodySchema,
  updatePropertyFormSchema,
} from '@manzil/contract/schemas';
import type { ApiDeps } from '../deps';
import { createPublicReads, sendAnswer } from './public-reads';
import { resolveArea } from '../db/areas';
import type { PropertyDoc } from '../db/collections';
import { findAgentDoc } from '../db/agents';
import { auditPropertyWrite } from '../db/audit';
import { findEmirate } from '../db/emirates';
import { toObjectId } from '../db/ids';
import { storeUploadedImage } from '../db/images';
import { mergeArabicFields } from '../db/translations';
import {
  canonicalHouseType,
  deleteProperty,
  findPropertyById,
  groupPropertiesByArea,
  insertProperty,
  setCoordinates,
  toProperty,
  updateProperty,
  type NewProperty,
} from '../db/properties';
import { ForbiddenError, MSG, NotFoundError, ValidationError } from '../lib/errors';
import { validForm } from '../lib/multipart';
import { valid } from '../lib/validate';
import { agentScope, requireAdmin, type AdminEnv } from '../middleware/auth';

type FormValue = string | number | string[] | undefined;

/** Fills lat/lon in the background when a property has no coordinates; never blocks the write. */
function geocodeLater(deps: ApiDeps, p: PropertyDoc, emirateName: string): void {
  if (typeof p.lat === 'number' && typeof p.lon === 'number') return;
  deps.geocoder.background(async () => {
    const coords = await deps.geocoder.locate(`${p.location}, ${emirateName}, United Arab Emirates`);
    if (coords) await setCoordinates(deps.db.db, p._id, coords.lat, coords.lon);
  });
}

/** Whitelisted property fields from a validated form (optional blanks become "unset"). */
function propertyChanges(fields: Record<string, FormValue>): {
  set: Partial<NewProperty>;
  unset: (keyof NewProperty)[];
} {
  const set: Record<string, unknown> = {};
  const unset: (keyof NewProperty)[] = [];
  const copy = [...PROPERTY_FORM_FIELDS, 'lat', 'lon', ...PROPERTY_FACT_FIELDS] as const;
  for (const key of copy) {
    const value = fields[key];
    if (value === undefined) continue;
    if (value === '') unset.push(key);
    else set[key] = key === 'house_type' ? canonicalHouseType(String(value)) : value;
  }
  // Coordinates only make sense as a pair.
  if ((set.lat === undefined) !== (set.lon === undefined))
    throw new ValidationError('lat: lat and lon must be given together');
  return { set: set as Partial<NewProperty>, unset };
}

/** A listing names an existing, active agent (a retired one keeps only the listings they had). */
async function checkAgent(deps: ApiDeps, slug: string | undefined, current?: string): Promise<void> {
  if (slug === undefined || slug === current) return;
  const agent = await findAgentDoc(deps.db.db, slug);
  if (!agent?.active) throw new ValidationError('agent: must be an active agent of the agency');
}

/**
 * Keeps `imageurl` the cover (photos[0]) whichever of the two a write changes: given photos set the
 * cover; an uploaded image becomes the cover in front of the photos (given, or the stored ones).
 */
function alignCover(set: Partial<NewProperty>, unset: (keyof NewProperty)[], stored?: PropertyDoc): void {
  if (set.imageurl !== undefined) {
    const rest = set.photos ?? (unset.includes('photos') ? [] : (stored?.photos ?? []).slice(1));
    set.photos = [set.imageurl, ...rest.filter((src) => src !== set.imageurl)];
    const i = unset.indexOf('photos');
    if (i >= 0) unset.splice(i, 1);
  } else if (set.photos?.length) set.imageurl = set.photos[0]!;
}

async function emirateNameOf(deps: ApiDeps, slug: string): Promise<string> {
  return (await findEmirate(deps.db.db, slug))?.name ?? slug;
}

/** Mounted at `/admin`. */
export function adminPropertyRoutes(deps: ApiDeps) {
  const db = deps.db.db;
  const auth = requireAdmin(db, deps.keys.session);
  const reads = createPublicReads(db);

  return new Hono<AdminEnv>()
    .post('/add-property', auth, validForm(addPropertyFormSchema, 'optional'), async (c) => {
      const { fields, image } = c.req.valid('form');
      const area = await resolveArea(db, fields.areaName, fields.emirate || fields.city || undefined);
      const { set } = propertyChanges(fields as Record<string, FormValue>);
      const { translations } = mergeArabicFields(undefined, PROPERTY_TEXT_FIELDS, fields);
      if (translations) set.translations = translations;
      // An agent's seat lists homes as theirs, whatever the form says.
      const scope = agentScope(c);
      if (scope !== undefined) set.agent = scope;
      await checkAgent(deps, set.agent);
      if (image) set.imageurl = await storeUploadedImage(db, image);
      alignCover(set, []);
      const doc = await insertProperty(db, {
        ...(set as NewProperty),
        areaName: area.key,
        emirate: area.emirate,
        imageurl: set.imageurl ?? PLACEHOLDER_IMAGE,
      });
      await auditPropertyWrite(db, c.get('admin').username, null, doc);
      geocodeLater(deps, doc, await emirateNameOf(deps, area.emirate));
      const body: PropertyResponse = { data: toProperty(doc) };
      return c.json(body, 201);
    })
    .post('/update-property', auth, validForm(updatePropertyFormSchema, 'optional'), async (c) => {
      const { fields, image } = c.req.valid('form');
      const id = toObjectId(fields._id) as ObjectId;
      const existing = await findPropertyById(db, id);
      if (!existing) throw new NotFoundError(MSG.propertyNotFound);
      const { set, unset } = propertyChanges(fields as Record<string, FormValue>);
      const scope = agentScope(c);
      if (
        scope !== undefined &&
        (existing.agent !== scope || (set.agent ?? scope) !== scope || unset.includes('agent'))
      )
        throw new ForbiddenError(MSG.notYourListing);
      for (const required of PROPERTY_REQUIRED_FIELDS) {
        if (unset.includes(required)) throw new ValidationError(`${required}: is required`);
      }
      const arabic = mergeArabicFields(existing.translations, PROPERTY_TEXT_FIELDS, fields);
      if (arabic.changed && arabic.translations) set.translations = arabic.translations;
      else if (arabic.changed) unset.push('translations');
      if (fields.areaName !== undefined && fields.areaName !== '') {
        const area = await resolveArea(
          db,
          fields.areaName,
          fields.emirate || fields.city || existing.emirate,
        );
        set.areaName = area.key;
        set.emirate = area.emirate;
      }
      await checkAgent(deps, set.agent, existing.agent);
      if (image) set.imageurl = await storeUploadedImage(db, image);
      alignCover(set, unset, existing);
      // A new location without new coordinates: the old coordinates are stale.
      if (set.location && set.location !== existing.location && set.lat === undefined)
        unset.push('lat', 'lon');
      const updated = await updateProperty(db, id, set, unset);
      if (!updated) throw new NotFoundError(MSG.propertyNotFound);
      await auditPropertyWrite(db, c.get('admin').username, existing, updated);
      geocodeLater(deps, updated, await emirateNameOf(deps, updated.emirate));
      const body: PropertyResponse = { data: toProperty(updated) };
      return c.json(body);
    })
    .delete('/delete-property', auth, valid('json', deletePropertyBodySchema), async (c) => {
      const { _id, areaName } = c.req.valid('json');
      const before = await findPropertyById(db, toObjectId(_id) as ObjectId);
      const scope = agentScope(c);
      if (scope !== undefined && before && before.agent !== scope)
        throw new ForbiddenError(MSG.notYourListing);
      const deleted = await deleteProperty(db, toObjectId(_id) as ObjectId, toAreaKey(areaName));
      if (!deleted) throw new NotFoundError(MSG.propertyNotFound);
      await auditPropertyWrite(db, c.get('admin').username, before, null);
      return c.json({ msg: 'Property deleted successfully' });
    })
    .get('/fetch-nested-area-data', async (c) => {
      const groups = await groupPropertiesByArea(db);
      const data: NestedAreaDataResponse['data'] = {};
      // The original front end's dashboard formats every row's `price.toLocaleString()`: a listing
      // without a price answers the words every page shows for it, so its admin renders every row.
      for (const [key, list] of Object.entries(groups))
        data[key] = list.map((doc) => {
          const { price, ...property } = toProperty(doc);
          return { ...property, price: price ?? PRICE_ON_REQUEST };
        });
      const body: NestedAreaDataResponse = { data };
      return c.json(body);
    })
    .get('/properties/:area', valid('param', areaParamSchema), async (c) =>
      c.json(await reads.areaProperties(c.req.valid('param').area)),
    )
    .get('/properties/:city/:area', valid('param', cityAreaParamSchema), async (c) => {
      const { city, area } = c.req.valid('param');
      return sendAnswer(c, await reads.areaData(city, area));
    });
}
