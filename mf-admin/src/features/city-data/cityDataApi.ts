/** Calls behind the View City Data table, the Add Area modal and the area detail editor (docs/glossary.md). */
import { request } from '@manzil/api-client';
import type { AreaData, AreaDetailsBody } from '@manzil/contract';
import { multipart } from '../../shared/api/multipart';

export interface CityEntryEdit {
  city: string;
  id: string;
  name: string;
  discription: string;
  /** Null keeps the current image. */
  image: File | null;
}

export async function editCityEntry({ city, id, name, discription, image }: CityEntryEdit): Promise<void> {
  await request('POST /admin/edit-city', { body: multipart({ city, id, name, discription, image }) });
}

export interface NewAreaEntry {
  city: string;
  name: string;
  discription: string;
  image: File;
}

export async function addAreaEntry({ city, name, discription, image }: NewAreaEntry): Promise<void> {
  await request('POST /admin/addnewEntry', { body: multipart({ city, name, discription, image }) });
}

/** Deletes an area and its properties. */
export async function deleteCityEntry(docId: string, collectionName: string): Promise<void> {
  await request('DELETE /admin/delete-city', { body: { docId, collectionName } });
}

export async function saveAreaDetails(body: AreaDetailsBody): Promise<AreaData> {
  return (await request('POST /admin/area-details', { body })).data;
}

/** Stores an area's brochure (a PDF); answers its site path. */
export async function uploadAreaBrochure(form: FormData): Promise<string> {
  return (await request('POST /admin/area-media/brochure', { body: form })).url;
}
