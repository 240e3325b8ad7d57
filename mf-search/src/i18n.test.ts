import { describe, expect, it } from 'vitest';
import { checkCatalogue } from '@manzil/i18n/check';
import type { Messages } from '@manzil/i18n';

const catalogues = import.meta.glob<Record<string, Messages>>('./**/messages.ts', { eager: true });

describe('the search app’s catalogues', () => {
  it('are found', () => expect(Object.keys(catalogues).length).toBeGreaterThan(0));
  it.each(Object.entries(catalogues))('%s is sound in every language', (_, module) => {
    for (const messages of Object.values(module)) expect(checkCatalogue(messages)).toEqual([]);
  });
});
