/** POST /api/admin/update-city (docs/glossary.md): the description is sent only when it is non-blank. */
import { request } from '@manzil/api-client';
import { multipart } from '../../shared/api/multipart';
import { useAdminMutation, type WriteUi } from '../../shared/writes/useAdminMutation';

export interface EmirateUpdate {
  city: string;
  description: string;
  image: File | null;
  /** The Arabic name and text when changed ('' removes one; absent leaves it). */
  ar_name?: string;
  ar_text?: string;
}

export function emirateUpdateForm({ city, description, image, ar_name, ar_text }: EmirateUpdate): FormData {
  return multipart({
    city,
    description: description.trim() || null,
    image,
    ar_name: ar_name?.trim(),
    ar_text: ar_text?.trim(),
  });
}

export async function updateEmirate(update: EmirateUpdate): Promise<void> {
  await request('POST /admin/update-city', { body: emirateUpdateForm(update) });
}

/** Updates an emirate's text or image; the emirates are read again. */
export const useUpdateEmirate = (ui: WriteUi<EmirateUpdate, void>) =>
  useAdminMutation({ mutationFn: updateEmirate, invalidates: 'emirate', ...ui });
