import { describe, expect, it } from 'vitest';
import { checkCatalogue } from '@manzil/i18n/check';
import { homeActionsMessages } from './messages';

describe('the saved homes’ catalogue', () => {
  it('is sound in every language', () => expect(checkCatalogue(homeActionsMessages)).toEqual([]));
});
