/** Calls behind the property groups and the Property Detail Form (SPEC section 7). */
import type { NestedAreaDataResponse, Property, PropertyResponse } from '@manzil/contract';
import { apiClient } from '../../shared/api/client';

export type PropertyGroups = Record<string, Property[]>;

export async function fetchPropertyGroups(): Promise<PropertyGroups> {
  const { data } = await apiClient.get<NestedAreaDataResponse>('/admin/fetch-nested-area-data');
  return data.data;
}

export async function addProperty(form: FormData): Promise<Property> {
  const { data } = await apiClient.post<PropertyResponse>('/admin/add-property', form);
  return data.data;
}

export async function updateProperty(form: FormData): Promise<Property> {
  const { data } = await apiClient.post<PropertyResponse>('/admin/update-property', form);
  return data.data;
}

export async function deleteProperty(id: string, areaName: string): Promise<void> {
  await apiClient.delete('/admin/delete-property', { data: { _id: id, areaName } });
}
