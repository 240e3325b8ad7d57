/** Reads what the server recorded through the admin API, as an admin would. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Property } from '@manzil/contract';
import { ADMIN, BASE_URL } from './env';

/** The enquiries the server recorded, newest first. */
export async function recordedEnquiries(page: Page): Promise<Array<Record<string, unknown>>> {
  // A script client (no Origin, no Sec-Fetch-Site) echoes the anti-forgery cookie, which any GET sets when the
  // context lacks it: a page's own same-origin writes no longer need one, so the page may not have it.
  await page.request.get(`${BASE_URL}/api/health`);
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await page.request.post(`${BASE_URL}/api/admin/login`, {
    data: { username: ADMIN.username, password: ADMIN.password },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const res = await page.request.get(`${BASE_URL}/api/admin/enquiries`, {
    headers: { 'x-auth-token': token },
  });
  return ((await res.json()) as { data: Array<Record<string, unknown>> }).data;
}

/** A signed-in script client's headers on the server at `base`: the anti-forgery pair a script echoes,
 * and the admin's token. */
export async function adminHeaders(
  request: APIRequestContext,
  base = BASE_URL,
): Promise<Record<string, string>> {
  const health = await request.get(`${base}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers()['set-cookie'] ?? '')?.[1] ?? '';
  const login = await request.post(`${base}/api/admin/login`, {
    data: { username: ADMIN.username, password: ADMIN.password },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { 'x-auth-token': token, 'X-XSRF-TOKEN': xsrf };
}

/** Adds a seven-bedroom apartment for sale in Dubai Marina through the admin API (`headers` from
 * adminHeaders): the demo has none, so a search for seven bedrooms there finds only the tests' own. */
export async function addMarinaListing(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
  price: string,
): Promise<Property> {
  const res = await request.post(`${BASE_URL}/api/admin/add-property`, {
    headers,
    multipart: {
      house_name: name,
      house_type: 'Apartment',
      for: 'Buy',
      bedrooms: '7',
      bathrooms: '7',
      area: '6500',
      location: 'Dubai Marina',
      discription: 'Full-floor residence with Marina views.',
      price,
      areaName: 'dubai_marina',
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: Property }).data;
}
