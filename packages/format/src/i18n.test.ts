import { describe, expect, it } from 'vitest';
import { checkCatalogue } from '@manzil/i18n/check';
import { validateAlertForm } from './alert-form';
import { buildEnquiryText, buildMailSubject } from './enquiry-messages';
import { EMPTY_CONTACT_FORM, fillAllFieldsMessage, validateContactForm } from './enquiry-forms';
import { enquiryAboutLine, listingEnquiryText, listingLabel } from './listing-contact';
import * as catalogues from './messages';

describe('the catalogues', () => {
  it.each(Object.entries(catalogues))('%s is sound in every language', (_, messages) => {
    expect(checkCatalogue(messages)).toEqual([]);
  });
});

describe('in Arabic', () => {
  it("says the spec's checks in the page's language, in the same order", () => {
    expect(Object.entries(validateContactForm(EMPTY_CONTACT_FORM, 'ar'))).toEqual([
      ['name', 'الاسم مطلوب'],
      ['email', 'البريد الإلكتروني مطلوب'],
      ['phone', 'رقم الهاتف مطلوب'],
      ['message', 'الرسالة مطلوبة'],
    ]);
    expect(validateAlertForm({ email: 'a@b', consent: '' }, 'ar')).toEqual({
      email: 'البريد الإلكتروني غير صحيح',
      consent: 'يرجى تحديد المربع للموافقة قبل أن نراسلك بالبريد الإلكتروني',
    });
    expect(fillAllFieldsMessage('ar')).toBe('يرجى تعبئة جميع الحقول.');
    expect(fillAllFieldsMessage()).toBe('Please fill out all fields.');
  });

  it('writes the enquiry and the listing texts, names and numbers kept as given', () => {
    const text = buildEnquiryText({ ...EMPTY_CONTACT_FORM, name: 'Omar' }, 'Manzil', undefined, 'ar');
    expect(text.split('\n').slice(0, 4)).toEqual([
      'مرحباً Manzil، أود الاستفسار عن عقار.',
      '',
      'الاسم: Omar',
      'البريد الإلكتروني: [بريدك الإلكتروني]',
    ]);
    expect(buildMailSubject('', 'ar')).toBe('استفسار عن عقار - عقار جديد');
    expect(listingLabel('Marina Gate', '65A1B2C3', 'ar')).toBe('Marina Gate (المرجع 65A1B2C3)');
    expect(listingEnquiryText('Marina Gate', '65A1B2C3', 'ar')).toContain('Marina Gate (المرجع 65A1B2C3)');
    expect(enquiryAboutLine('Marina Gate', '65A1B2C3', 'ar')).toBe('بخصوص: Marina Gate (65A1B2C3)');
  });
});
