/** Calls behind the property groups and the Property Detail Form (docs/glossary.md, plus the editor's). */
import { queryKeys, queryOptions, request, useQuery } from '@manzil/api-client';
import type { NestedAreaProperty, PriceMedianResponse, Property } from '@manzil/contract';
import { useAdminMutation, type WriteUi } from '../../shared/writes/useAdminMutation';

export type PropertyGroups = Record<string, Property[]>;

/** The admin's groups of listings; a listing without a price (answered as its words) reads without one. */
export async function fetchPropertyGroups(signal?: AbortSignal): Promise<PropertyGroups> {
  const groups = (await request('GET /admin/fetch-nested-area-data', { signal })).data;
  const read = ({ price, ...property }: NestedAreaProperty): Property =>
    typeof price === 'number' ? { ...property, price } : property;
  return Object.fromEntries(Object.entries(groups).map(([key, list]) => [key, list.map(read)]));
}

/** Under `properties`, so every property write (WRITE_INVALIDATES.property) makes it stale. */
export const propertyGroupsQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.properties(), 'groups'] as const,
    queryFn: ({ signal }) => fetchPropertyGroups(signal),
    meta: { label: 'loading the property groups' },
  });

export const usePropertyGroups = () => useQuery(propertyGroupsQuery());

export async function addProperty(form: FormData): Promise<Property> {
  return (await request('POST /admin/add-property', { body: form })).data;
}

export async function updateProperty(form: FormData): Promise<Property> {
  return (await request('POST /admin/update-property', { body: form })).data;
}

export async function deleteProperty(id: string, areaName: string): Promise<void> {
  await request('DELETE /admin/delete-property', { body: { _id: id, areaName } });
}

/** Adds a listing, or saves the one edited (`editing`); every listing read is read again. */
export const useSaveProperty = (editing: Property | null, ui: WriteUi<FormData, Property>) =>
  useAdminMutation({
    mutationFn: (form) => (editing ? updateProperty(form) : addProperty(form)),
    invalidates: 'property',
    ...ui,
  });

/** Deletes a listing; every listing read is read again. */
export const useDeleteProperty = (ui: WriteUi<Property, void>) =>
  useAdminMutation({
    mutationFn: (property) => deleteProperty(property._id, property.areaName),
    invalidates: 'property',
    ...ui,
  });

export interface PriceMedianQuery {
  areaName: string;
  for: 'Buy' | 'Rent';
  house_type: string;
  bedrooms: string;
  /** The listing being edited. */
  exclude?: string;
}

/** The median price of the listings like one, and how many there are. */
export async function fetchPriceMedian(
  query: PriceMedianQuery,
  signal?: AbortSignal,
): Promise<PriceMedianResponse['data']> {
  const { exclude, ...like } = query;
  return (await request('GET /admin/price-median', { query: exclude ? { ...like, exclude } : like, signal }))
    .data;
}
