import { describe, expect, it } from 'vitest';
import { AUDIT_CHANGES_MAX, AUDIT_VALUE_MAX } from '@manzil/contract';
import { auditValue, diffFields } from './audit';
import { emailKeyOf, phoneKeyOf, topicKeyOf } from './enquiries';

describe('duplicate keys', () => {
  it('reads one UAE line written three ways as one phone', () => {
    for (const written of ['+971 50 123 4567', '050-123-4567', '00971 (50) 123.4567'])
      expect(phoneKeyOf(written)).toBe('971501234567');
    expect(phoneKeyOf('+44 20 7946 0000')).toBe('442079460000');
  });
  it('reads an e-mail in any case as one', () => {
    expect(emailKeyOf(' Layla@Example.COM ')).toBe('layla@example.com');
  });
  it('keys a topic by what it is about, or by kind when about nothing', () => {
    const base = { kind: 'brochure', name: 'A', email: 'a@b.co', phone: '0501234567' } as const;
    expect(
      topicKeyOf({ ...base, about: { type: 'property', ref: 'opera-grand', name: 'Opera Grand' } }),
    ).toBe('property:opera-grand');
    expect(topicKeyOf(base)).toBe('kind:brochure');
  });
});

describe('audit values', () => {
  it('cuts a long value to the bound and writes objects and dates as text', () => {
    expect(auditValue('x'.repeat(AUDIT_VALUE_MAX * 10))).toHaveLength(AUDIT_VALUE_MAX);
    expect(auditValue(undefined)).toBe('');
    expect(auditValue(['a', 'b'])).toBe('["a","b"]');
    expect(auditValue(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01T00:00:00.000Z');
  });
  it('lists only changed fields, sorted, ignoring bookkeeping, at most AUDIT_CHANGES_MAX', () => {
    expect(
      diffFields({ a: 1, b: 'x', updatedAt: 1 }, { a: 2, b: 'x', c: true, updatedAt: 2 }, ['updatedAt']),
    ).toEqual([
      { field: 'a', from: '1', to: '2' },
      { field: 'c', from: '', to: 'true' },
    ]);
    const many = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}`, i]));
    expect(diffFields(null, many)).toHaveLength(AUDIT_CHANGES_MAX);
  });
});
