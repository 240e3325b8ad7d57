/** POST /api/enquiries: the server keeps every contact enquiry, so no lead is lost if the
 * visitor never presses send in WhatsApp or the mail client. */
import { useCallback } from 'react';
import type { ContactFormValues, EnquiryAbout } from '@manzil/contract';
import { useEnquiry } from '@manzil/api-client';
import { useLocale } from '@manzil/i18n';
import { toContactEnquiry } from '@manzil/format';

/** The contact form's write: the enquiry mutation, fed the form's values and the page's language. */
export function useRecordContactEnquiry() {
  const { mutateAsync } = useEnquiry(useLocale());
  return useCallback(
    (values: ContactFormValues, about?: EnquiryAbout): Promise<string> =>
      mutateAsync(toContactEnquiry(values, about)),
    [mutateAsync],
  );
}
