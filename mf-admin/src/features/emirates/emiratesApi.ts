/** POST /api/admin/update-city (docs/glossary.md): the description is sent only when it is non-blank. */
import { updateEmirate as postEmirateUpdate } from '@manzil/api-client';
import { multipart } from '../../shared/api/multipart';

export interface EmirateUpdate {
  city: string;
  description: string;
  image: File | null;
}

export function emirateUpdateForm({ city, description, image }: EmirateUpdate): FormData {
  return multipart({ city, description: description.trim() || null, image });
}

export async function updateEmirate(update: EmirateUpdate): Promise<void> {
  await postEmirateUpdate(emirateUpdateForm(update));
}
