/** Calls behind the View City Data table, the Add Area modal and the area detail editor (docs/glossary.md). */
import * as api from '@manzil/api-client';

export { saveAreaDetails } from '@manzil/api-client';

export interface CityEntryEdit {
  city: string;
  id: string;
  name: string;
  discription: string;
  image: File | null;
}

export async function editCityEntry(edit: CityEntryEdit): Promise<void> {
  const form = new FormData();
  form.append('city', edit.city);
  form.append('id', edit.id);
  form.append('name', edit.name);
  form.append('discription', edit.discription);
  if (edit.image) form.append('image', edit.image);
  await api.editCityEntry(form);
}

export interface NewAreaEntry {
  city: string;
  name: string;
  discription: string;
  image: File;
}

export async function addAreaEntry(entry: NewAreaEntry): Promise<void> {
  const form = new FormData();
  form.append('city', entry.city);
  form.append('name', entry.name);
  form.append('discription', entry.discription);
  form.append('image', entry.image);
  await api.addAreaEntry(form);
}

export async function deleteCityEntry(docId: string, collectionName: string): Promise<void> {
  await api.deleteCityEntry(docId, collectionName);
}
