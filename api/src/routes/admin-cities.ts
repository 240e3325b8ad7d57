/**
 * Emirates and their area entries: update-city, fetch-city-data (public read), delete-city,
 * edit-city, addnewEntry and the area detail editor.
 */
import { Hono } from 'hono';
import { every } from 'hono/combine';
import type { ObjectId } from 'mongodb';
import type {
  AreaDetailsResponse,
  CityEntryResponse,
  DeleteCityResponse,
  UpdateCityResponse,
} from '@manzil/contract';
import {
  areaDetailsBodySchema,
  cityQuerySchema,
  deleteCityBodySchema,
  editCityFormSchema,
  newEntryFormSchema,
  updateCityFormSchema,
} from '@manzil/contract/schemas';
import type { ApiDeps } from '../deps';
import { createPublicReads, sendAnswer } from './public-reads';
import {
  areaNameTaken,
  deleteArea,
  editArea,
  findArea,
  findAreaById,
  insertArea,
  toAreaData,
  toCityEntry,
  updateAreaDetails,
} from '../db/areas';
import { getEmirate, toHomepageCity, updateEmirate } from '../db/emirates';
import { toObjectId } from '../db/ids';
import { storeUploadedImage } from '../db/images';
import { AREA_TEXT_FIELDS, EMIRATE_TEXT_FIELDS, toAreaKey } from '@manzil/contract';
import { mergeArabicFields } from '../db/translations';
import { NotFoundError } from '../lib/errors';
import { validForm } from '../lib/multipart';
import { valid } from '../lib/validate';
import { requireAdmin, requireManager, type AdminEnv } from '../middleware/auth';

/** Mounted at `/admin`. */
export function adminCityRoutes(deps: ApiDeps) {
  const db = deps.db.db;
  // Emirates and areas are the agency's: an agent's seat reads them, only the owner and admins write.
  const auth = every(requireAdmin(db, deps.keys.session), requireManager);
  const reads = createPublicReads(db);

  return new Hono<AdminEnv>()
    .post('/update-city', auth, validForm(updateCityFormSchema, 'optional'), async (c) => {
      const { fields, image } = c.req.valid('form');
      const emirate = await getEmirate(db, fields.city, 'city');
      // The description is applied only when non-blank (docs/glossary.md).
      const text = fields.description?.trim() ? fields.description.trim() : undefined;
      const imageUrl = image ? await storeUploadedImage(db, image) : undefined;
      const arabic = mergeArabicFields(emirate.translations, EMIRATE_TEXT_FIELDS, fields);
      const updated = await updateEmirate(db, emirate, {
        text,
        image: imageUrl,
        ...(arabic.changed ? { translations: arabic.translations ?? null } : {}),
      });
      const body: UpdateCityResponse = { data: toHomepageCity(updated) };
      return c.json(body);
    })
    .get('/fetch-city-data', valid('query', cityQuerySchema), async (c) => {
      return sendAnswer(c, await reads.cityData(c.req.valid('query').city));
    })
    .delete('/delete-city', auth, valid('json', deleteCityBodySchema), async (c) => {
      const { docId, collectionName } = c.req.valid('json');
      const emirate = await getEmirate(db, collectionName, 'collectionName');
      const area = await findAreaById(db, emirate.slug, toObjectId(docId) as ObjectId);
      if (!area) throw new NotFoundError('Entry not found');
      const { properties } = await deleteArea(db, area);
      const body: DeleteCityResponse = { msg: 'Deleted successfully!', deletedProperties: properties };
      return c.json(body);
    })
    .post('/edit-city', auth, validForm(editCityFormSchema, 'optional'), async (c) => {
      const { fields, image } = c.req.valid('form');
      const emirate = await getEmirate(db, fields.city, 'city');
      const area = await findAreaById(db, emirate.slug, toObjectId(fields.id) as ObjectId);
      if (!area) throw new NotFoundError('Entry not found');
      const clash = await findArea(db, emirate.slug, fields.name);
      if (clash && !clash._id.equals(area._id)) throw areaNameTaken(emirate, clash.name);
      const imageURL = image ? await storeUploadedImage(db, image) : undefined;
      const arabic = mergeArabicFields(area.translations, AREA_TEXT_FIELDS, fields);
      const updated = await editArea(db, area, {
        name: fields.name,
        discription: fields.discription,
        imageURL,
        ...(arabic.changed ? { translations: arabic.translations ?? null } : {}),
      });
      const body: CityEntryResponse = { data: toCityEntry(updated) };
      return c.json(body);
    })
    .post('/addnewEntry', auth, validForm(newEntryFormSchema, 'required'), async (c) => {
      const { fields, image } = c.req.valid('form');
      const emirate = await getEmirate(db, fields.city, 'city');
      // Checked before the image is stored; insertArea still refuses a name taken meanwhile.
      if (await findArea(db, emirate.slug, fields.name)) throw areaNameTaken(emirate, fields.name);
      const imageURL = await storeUploadedImage(db, image);
      const area = await insertArea(db, emirate, {
        name: fields.name,
        discription: fields.discription,
        imageURL,
        translations: mergeArabicFields(undefined, AREA_TEXT_FIELDS, fields).translations,
      });
      const body: CityEntryResponse = { data: toCityEntry(area) };
      return c.json(body, 201);
    })
    .post('/area-details', auth, valid('json', areaDetailsBodySchema), async (c) => {
      const input = c.req.valid('json');
      const emirate = await getEmirate(db, input.city, 'city');
      const area = await findArea(db, emirate.slug, toAreaKey(input.areaName));
      if (!area)
        throw new NotFoundError(`areaName: unknown area '${input.areaName.slice(0, 60)}' in ${emirate.name}`);
      const { neighbourhood, feature, ar_neighbourhood, ar_feature, pdf, floorplan, images } = input;
      const updated = await updateAreaDetails(db, area, {
        neighbourhood,
        feature,
        ar_neighbourhood,
        ar_feature,
        pdf,
        floorplan,
        images,
      });
      const body: AreaDetailsResponse = { data: toAreaData(updated) };
      return c.json(body);
    });
}
