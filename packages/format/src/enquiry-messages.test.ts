import { describe, expect, it } from 'vitest';
import type { ContactFormValues } from '@manzil/contract';
import { EMPTY_CONTACT_FORM } from './enquiry-forms';
import {
  buildEnquiryText,
  buildMailSubject,
  buildMailtoUrl,
  buildWhatsAppUrl,
  contactEnquiryLink,
} from './enquiry-messages';

const filled: ContactFormValues = {
  name: 'Aisha Khan',
  email: 'aisha@example.com',
  phone: '+971 50 000 0000',
  subject: 'Viewing',
  message: 'I would like a 2-bed & a balcony.',
  propertyType: 'Villa',
  preferredContact: 'whatsapp',
};

describe('buildEnquiryText', () => {
  it('lists every field with its label', () => {
    expect(buildEnquiryText(filled, 'Manzil')).toBe(
      [
        'Hello Manzil, I would like to make a property enquiry.',
        '',
        'Name: Aisha Khan',
        'Email: aisha@example.com',
        'Phone: +971 50 000 0000',
        'Subject: Viewing',
        'Property type: Villa',
        'Preferred contact: WhatsApp',
        '',
        'Message:',
        'I would like a 2-bed & a balcony.',
      ].join('\n'),
    );
  });

  it('puts placeholders where fields are empty (later reading)', () => {
    const text = buildEnquiryText({ ...EMPTY_CONTACT_FORM, name: '  ' }, 'Manzil');
    expect(text).toContain('Name: [Your name]');
    expect(text).toContain('Email: [Your email]');
    expect(text).toContain('Phone: [Your phone]');
    expect(text).toContain('Subject: [Subject]');
    expect(text).toContain('Property type: [Property type]');
    expect(text).toContain('Preferred contact: Email');
    expect(text.endsWith('Message:\n[Your message]')).toBe(true);
  });
});

describe('buildWhatsAppUrl', () => {
  it('targets the agency number (digits only) with the text encoded', () => {
    const url = buildWhatsAppUrl('+971 50-111', 'Hi & bye\nNew line');
    expect(url).toBe('https://wa.me/97150111?text=Hi%20%26%20bye%0ANew%20line');
    expect(new URL(url).searchParams.get('text')).toBe('Hi & bye\nNew line');
  });
});

describe('mail link', () => {
  it("uses 'Property Inquiry - {type}' or 'New Property' when no type is chosen", () => {
    expect(buildMailSubject('Villa')).toBe('Property Inquiry - Villa');
    expect(buildMailSubject('')).toBe('Property Inquiry - New Property');
    expect(buildMailSubject('   ')).toBe('Property Inquiry - New Property');
  });

  it('encodes subject and body with %20 for spaces', () => {
    const url = buildMailtoUrl('team@manzil.test', 'Property Inquiry - Villa', 'Name: A&B\nLine');
    expect(url).toBe(
      'mailto:team@manzil.test?subject=Property%20Inquiry%20-%20Villa&body=Name%3A%20A%26B%0ALine',
    );
    expect(url).not.toContain('+');
  });
});

describe('contactEnquiryLink', () => {
  const agency = { brandName: 'Manzil', agencyPhone: '+971 4 555 0100', agencyEmail: 'team@manzil.test' };
  const about = { name: 'Marina Gate 2BR', reference: '6B085D17' };

  it('opens the agency chat with the enquiry when the visitor prefers WhatsApp', () => {
    expect(contactEnquiryLink(filled, agency, about)).toEqual({
      channel: 'whatsapp',
      url: buildWhatsAppUrl('+971 4 555 0100', buildEnquiryText(filled, 'Manzil', about)),
    });
  });

  it('writes a mail to the agency, its subject naming the property type, otherwise', () => {
    const values = { ...filled, preferredContact: 'email' as const };
    expect(contactEnquiryLink(values, agency)).toEqual({
      channel: 'email',
      url: buildMailtoUrl('team@manzil.test', 'Property Inquiry - Villa', buildEnquiryText(values, 'Manzil')),
    });
  });
});
