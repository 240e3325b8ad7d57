/** POST /api/admin/update-city (docs/glossary.md): the description is sent only when it is non-blank. */
import { updateEmirate as postEmirateUpdate } from '@manzil/api-client';

export interface EmirateUpdate {
  city: string;
  description: string;
  image: File | null;
}

export function emirateUpdateForm({ city, description, image }: EmirateUpdate): FormData {
  const form = new FormData();
  form.append('city', city);
  if (description.trim()) form.append('description', description.trim());
  if (image) form.append('image', image);
  return form;
}

export async function updateEmirate(update: EmirateUpdate): Promise<void> {
  await postEmirateUpdate(emirateUpdateForm(update));
}
