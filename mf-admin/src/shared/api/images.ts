/** The one image upload of the panel (a listing's photo, an area's gallery or floor plan image). */
import { request } from '@manzil/api-client';
import type { UploadedImageResponse } from '@manzil/contract';

/** The server re-encodes the image and answers the URL the record holds, with its size. */
export async function uploadImage(form: FormData): Promise<UploadedImageResponse['data']> {
  return (await request('POST /admin/images', { body: form })).data;
}
