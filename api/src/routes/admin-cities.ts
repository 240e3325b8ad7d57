/**
 * Emirates and their area entries: update-city, fetch-city-data (public read), delete-city,
 * edit-city, addnewEntry and the area detail editor.
 */
import { Hono } from 'hono';
import type { ObjectId } from 'mongodb';
import type {
  AreaDetailsResponse,
  CityDataResponse,
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
import {
  deleteArea,
  editArea,
  findArea,
  findAreaById,
  insertArea,
  listAreaCards,
  toAreaData,
  toCityEntry,
  updateAreaDetails,
} from '../db/areas';
import type { EmirateDoc } from '../db/collections';
import { findEmirate, toHomepageCity, updateEmirate } from '../db/emirates';
import { toObjectId } from '../db/ids';
import { storeUploadedImage } from '../db/images';
import { toAreaKey } from '@manzil/contract';
import { httpError, isDuplicateKey } from '../lib/errors';
import { validForm } from '../lib/multipart';
import { valid } from '../lib/validate';
import { requireAdmin, type AdminEnv } from '../middleware/auth';

/** Mounted at `/admin`. */
export function adminCityRoutes(deps: ApiDeps) {
  const db = deps.db.db;
  const auth = requireAdmin(db, deps.keys.session);

  const emirateOr404 = async (ref: string, field = 'city'): Promise<EmirateDoc> => {
    const emirate = await findEmirate(db, ref);
    if (!emirate) throw httpError(404, `${field}: unknown emirate '${ref.slice(0, 60)}'`);
    return emirate;
  };

  return new Hono<AdminEnv>()
    .post('/update-city', auth, validForm(updateCityFormSchema, 'optional'), async (c) => {
      const { fields, image } = c.req.valid('form');
      const emirate = await emirateOr404(fields.city);
      // The description is applied only when non-blank (docs/glossary.md).
      const text = fields.description?.trim() ? fields.description.trim() : undefined;
      const imageUrl = image ? await storeUploadedImage(db, image) : undefined;
      const updated = await updateEmirate(db, emirate, { text, image: imageUrl });
      const body: UpdateCityResponse = { data: toHomepageCity(updated) };
      return c.json(body);
    })
    .get('/fetch-city-data', valid('query', cityQuerySchema), async (c) => {
      const emirate = await emirateOr404(c.req.valid('query').city);
      const body: CityDataResponse = (await listAreaCards(db, emirate.slug)).map(toCityEntry);
      return c.json(body);
    })
    .delete('/delete-city', auth, valid('json', deleteCityBodySchema), async (c) => {
      const { docId, collectionName } = c.req.valid('json');
      const emirate = await emirateOr404(collectionName, 'collectionName');
      const area = await findAreaById(db, emirate.slug, toObjectId(docId) as ObjectId);
      if (!area) throw httpError(404, 'Entry not found');
      const { properties } = await deleteArea(db, area);
      const body: DeleteCityResponse = { msg: 'Deleted successfully!', deletedProperties: properties };
      return c.json(body);
    })
    .post('/edit-city', auth, validForm(editCityFormSchema, 'optional'), async (c) => {
      const { fields, image } = c.req.valid('form');
      const emirate = await emirateOr404(fields.city);
      const area = await findAreaById(db, emirate.slug, toObjectId(fields.id) as ObjectId);
      if (!area) throw httpError(404, 'Entry not found');
      const clash = await findArea(db, emirate.slug, fields.name);
      if (clash && !clash._id.equals(area._id))
        throw httpError(409, `name: ${emirate.name} already has an area called '${clash.name}'`);
      const imageURL = image ? await storeUploadedImage(db, image) : undefined;
      const updated = await editArea(db, area, {
        name: fields.name,
        discription: fields.discription,
        imageURL,
      });
      const body: CityEntryResponse = { data: toCityEntry(updated) };
      return c.json(body);
    })
    .post('/addnewEntry', auth, validForm(newEntryFormSchema, 'required'), async (c) => {
      const { fields, image } = c.req.valid('form');
      const emirate = await emirateOr404(fields.city);
      if (await findArea(db, emirate.slug, fields.name)) {
        throw httpError(409, `name: ${emirate.name} already has an area called '${fields.name}'`);
      }
      const imageURL = await storeUploadedImage(db, image);
      try {
        const area = await insertArea(db, {
          emirate: emirate.slug,
          name: fields.name,
          discription: fields.discription,
          imageURL,
        });
        const body: CityEntryResponse = { data: toCityEntry(area) };
        return c.json(body, 201);
      } catch (err) {
        if (isDuplicateKey(err))
          throw httpError(409, `name: ${emirate.name} already has an area called '${fields.name}'`);
        throw err;
      }
    })
    .post('/area-details', auth, valid('json', areaDetailsBodySchema), async (c) => {
      const input = c.req.valid('json');
      const emirate = await emirateOr404(input.city);
      const area = await findArea(db, emirate.slug, toAreaKey(input.areaName));
      if (!area)
        throw httpError(404, `areaName: unknown area '${input.areaName.slice(0, 60)}' in ${emirate.name}`);
      const { neighbourhood, feature, pdf, floorplan, images } = input;
      const updated = await updateAreaDetails(db, area, { neighbourhood, feature, pdf, floorplan, images });
      const body: AreaDetailsResponse = { data: toAreaData(updated) };
      return c.json(body);
    });
}
