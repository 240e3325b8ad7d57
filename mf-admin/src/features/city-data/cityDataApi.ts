/** Calls behind the View City Data table, the Add Area modal and the area detail editor (SPEC section 7). */
import type { AreaData, AreaDetailsBody, CityEntry } from '@manzil/contract';
import { AxiosError } from 'axios';
import { apiClient } from '../../shared/api/client';

export async function fetchCityData(emirateKey: string): Promise<CityEntry[]> {
  const { data } = await apiClient.get<CityEntry[]>('/admin/fetch-city-data', {
    params: { city: emirateKey },
  });
  return data;
}

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
  await apiClient.post('/admin/edit-city', form);
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
  await apiClient.post('/admin/addnewEntry', form);
}

export async function deleteCityEntry(docId: string, collectionName: string): Promise<void> {
  await apiClient.delete('/admin/delete-city', { data: { docId, collectionName } });
}

/** The detail data of an area, or null when none has been written yet (404). */
export async function fetchAreaDetails(emirateKey: string, areaKey: string): Promise<AreaData | null> {
  try {
    const { data } = await apiClient.get<AreaData>(
      `/admin/properties/${encodeURIComponent(emirateKey)}/${encodeURIComponent(areaKey)}`,
    );
    return data;
  } catch (err) {
    if (err instanceof AxiosError && err.response?.status === 404) return null;
    throw err;
  }
}

export async function saveAreaDetails(body: AreaDetailsBody): Promise<AreaData> {
  const { data } = await apiClient.post<{ data: AreaData }>('/admin/area-details', body);
  return data.data;
}
