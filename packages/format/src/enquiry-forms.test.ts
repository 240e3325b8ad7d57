import { describe, expect, it } from 'vitest';
import {
  EMPTY_CONTACT_FORM,
  missesContactDetail,
  validateContactDetails,
  validateContactForm,
} from './enquiry-forms';

const details = { name: 'Omar', email: 'omar@example.ae', phone: '0501234567' };
const valid = { ...EMPTY_CONTACT_FORM, ...details, message: 'Hello' };

describe('validateContactForm', () => {
  it("reports the spec's checks in the spec's order", () => {
    const errors = validateContactForm(EMPTY_CONTACT_FORM);
    expect(Object.entries(errors)).toEqual([
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['phone', 'Phone number is required'],
      ['message', 'Message is required'],
    ]);
  });

  it.each(['omar', 'omar@', 'omar@example', 'omar@example.c', 'omar@example.abcdefg', 'o mar@example.com'])(
    "rejects '%s' as 'Email is invalid'",
    (email) => {
      expect(validateContactForm({ ...valid, email }).email).toBe('Email is invalid');
    },
  );

  it('treats blank text as missing and leaves subject and property type optional', () => {
    expect(validateContactForm({ ...valid, name: '   ' })).toEqual({ name: 'Name is required' });
    expect(validateContactForm(valid)).toEqual({});
  });
});

describe('validateContactDetails (brochure request, VR access)', () => {
  it("gives each empty or wrong field the spec's message, in its order", () => {
    expect(Object.entries(validateContactDetails({ name: ' ', email: '', phone: '' }))).toEqual([
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['phone', 'Phone number is required'],
    ]);
    expect(validateContactDetails({ ...details, email: 'omar@example' })).toEqual({
      email: 'Email is invalid',
    });
    expect(validateContactDetails(details)).toEqual({});
  });

  it('says whether a field was left empty (a wrong e-mail is not an empty one)', () => {
    expect(missesContactDetail({ ...details, phone: '  ' })).toBe(true);
    expect(missesContactDetail({ ...details, email: 'omar@example' })).toBe(false);
    expect(missesContactDetail(details)).toBe(false);
  });
});
