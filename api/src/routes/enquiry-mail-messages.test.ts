import { describe, expect, it } from 'vitest';
import { checkCatalogue } from '@manzil/i18n/check';
import { acknowledgementMessages } from './enquiry-mail-messages';

describe("the buyer's acknowledgement", () => {
  it('has every text in both languages, with the same arguments', () => {
    expect(checkCatalogue(acknowledgementMessages)).toEqual([]);
  });
});
