/** POST /api/enquiries: the server keeps every contact enquiry, so no lead is lost if the
 * visitor never presses send in WhatsApp or the mail client. */
import type { EnquiryInput } from '@manzil/contract';
import { postEnquiry } from '@manzil/api-client';
import type { ContactFormValues } from './contactForm';

export function toContactEnquiry(values: ContactFormValues): EnquiryInput {
  const enquiry: EnquiryInput = {
    kind: 'contact',
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    message: values.message.trim(),
    preferredContact: values.preferredContact,
  };
  // Optional fields are sent only when filled in.
  if (values.subject.trim()) enquiry.subject = values.subject.trim();
  if (values.propertyType) enquiry.propertyType = values.propertyType;
  return enquiry;
}

export const recordContactEnquiry = (values: ContactFormValues): Promise<string> =>
  postEnquiry(toContactEnquiry(values));
