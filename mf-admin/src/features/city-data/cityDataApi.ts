/** Calls behind the View City Data table, the Add Area modal and the area detail editor (docs/glossary.md). */
import { request } from '@manzil/api-client';
import type { AreaData, AreaDetailsBody, CityEntry } from '@manzil/contract';
import { multipart } from '../../shared/api/multipart';
import { useAdminMutation, type WriteUi } from '../../shared/writes/useAdminMutation';

export interface CityEntryEdit {
  city: string;
  id: string;
  name: string;
  discription: string;
  /** The Arabic name and description ('' removes one). */
  ar_name: string;
  ar_discription: string;
  /** Null keeps the current image. */
  image: File | null;
}

export async function editCityEntry(entry: CityEntryEdit): Promise<void> {
  await request('POST /admin/edit-city', { body: multipart({ ...entry }) });
}

export interface NewAreaEntry {
  city: string;
  name: string;
  discription: string;
  ar_name: string;
  ar_discription: string;
  image: File;
}

export async function addAreaEntry(entry: NewAreaEntry): Promise<void> {
  await request('POST /admin/addnewEntry', { body: multipart({ ...entry }) });
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

/** Deletes an area of the emirate (its properties go with it); the areas and listings are read again. */
export const useDeleteArea = (emirateKey: string, ui: WriteUi<CityEntry, void>) =>
  useAdminMutation({
    mutationFn: (entry) => deleteCityEntry(entry._id, emirateKey),
    invalidates: 'area',
    ...ui,
  });

/** Saves an area's details; the areas' reads are read again. */
export const useSaveAreaDetails = (ui: WriteUi<AreaDetailsBody, AreaData>) =>
  useAdminMutation({ mutationFn: saveAreaDetails, invalidates: 'areaDetails', ...ui });

/** Uploads a brochure; nothing is stale until the area details that name it are saved. */
export const useUploadBrochure = (ui: WriteUi<File, string>) =>
  useAdminMutation({ mutationFn: (file) => uploadAreaBrochure(multipart({ file })), ...ui });
