/** POST /api/enquiries: the server keeps every contact enquiry, so no lead is lost if the
 * visitor never presses send in WhatsApp or the mail client. */
import type { ContactFormValues, EnquiryAbout } from '@manzil/contract';
import { postEnquiry } from '@manzil/api-client';
import { toContactEnquiry } from '@manzil/format';

export const recordContactEnquiry = (values: ContactFormValues, about?: EnquiryAbout): Promise<string> =>
  postEnquiry(toContactEnquiry(values, about));
