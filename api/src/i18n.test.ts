/** Every catalogue of the API's texts (its mails) has each text in every language, ICU-valid. */
import { describe, expect, it } from 'vitest';
import { checkCatalogue } from '@manzil/i18n/check';
import { alertMailMessages } from './alerts/messages';

describe('the API catalogues', () => {
  it('the search alerts’ mails', () => expect(checkCatalogue(alertMailMessages)).toEqual([]));
});
