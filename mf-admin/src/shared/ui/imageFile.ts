/** Client-side check of an image before upload; the server checks again by magic bytes. */
import { MAX_IMAGE_BYTES } from '@manzil/contract';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const IMAGE_ACCEPT_ATTR = ACCEPTED_IMAGE_TYPES.join(',');

const maxMegabytes = MAX_IMAGE_BYTES / (1024 * 1024);

export const IMAGE_TYPE_MESSAGE = 'This file type is not accepted: choose a JPEG, PNG, WebP or AVIF image.';
export const IMAGE_SIZE_MESSAGE = `This image is too large: the limit is ${maxMegabytes} MB.`;

/** The reason a file cannot be uploaded, or null when it may be sent. */
export function imageFileProblem(file: File): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}
