/** Calls behind the View City Data table, the Add Area modal and the area detail editor (docs/glossary.md). */
import * as api from '@manzil/api-client';
import { multipart } from '../../shared/api/multipart';

export { saveAreaDetails } from '@manzil/api-client';

export interface CityEntryEdit {
  city: string;
  id: string;
  name: string;
  discription: string;
  /** Null keeps the current image. */
  image: File | null;
}

export async function editCityEntry({ city, id, name, discription, image }: CityEntryEdit): Promise<void> {
  await api.editCityEntry(multipart({ city, id, name, discription, image }));
}

export interface NewAreaEntry {
  city: string;
  name: string;
  discription: string;
  image: File;
}

export async function addAreaEntry({ city, name, discription, image }: NewAreaEntry): Promise<void> {
  await api.addAreaEntry(multipart({ city, name, discription, image }));
}

export async function deleteCityEntry(docId: string, collectionName: string): Promise<void> {
  await api.deleteCityEntry(docId, collectionName);
}

export { uploadAreaBrochure, uploadImage } from '@manzil/api-client';
