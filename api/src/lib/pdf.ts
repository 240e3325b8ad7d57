/**
 * Brochure uploads: a PDF is recognised by its bytes (the `%PDF-` header at the start and an `%%EOF`
 * marker near the end), never by the client's name or MIME type, and bounded in size. It is stored
 * as sent (a PDF cannot be re-encoded like an image) and served as a download-safe document.
 */
import { MAX_BROCHURE_BYTES } from '@manzil/contract';
import { TooLargeError, ValidationError } from './errors';

const HEADER = /^%PDF-[12]\.\d/;
/** Writers may append a few bytes (line ends, padding) after the last `%%EOF`. */
const TAIL_BYTES = 1024;

export function looksLikePdf(bytes: Uint8Array): boolean {
  if (bytes.length < 16) return false;
  const head = Buffer.from(bytes.subarray(0, 8)).toString('latin1');
  if (!HEADER.test(head)) return false;
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - TAIL_BYTES))).toString('latin1');
  return tail.includes('%%EOF');
}

/** The bytes of an uploaded brochure, or a ValidationError / TooLargeError saying why not. */
export async function readPdfUpload(file: File): Promise<Buffer> {
  if (file.size > MAX_BROCHURE_BYTES)
    throw new TooLargeError(`brochure: must be ${MAX_BROCHURE_BYTES / (1024 * 1024)} MB or smaller`);
  if (file.size === 0) throw new ValidationError('brochure: the file is empty');
  const bytes = Buffer.from(await file.arrayBuffer());
  if (!looksLikePdf(bytes)) throw new ValidationError('brochure: must be a PDF document');
  return bytes;
}
