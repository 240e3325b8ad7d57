import { describe, expect, it } from 'vitest';
import { checkCatalogue } from '@manzil/i18n/check';
import type { Messages } from '@manzil/i18n';

const catalogues = import.meta.glob<Record<string, Messages>>('./**/messages.ts', { eager: true });

describe("the shell's texts", () => {
  it('finds its catalogues', () => {
    expect(Object.keys(catalogues).length).toBeGreaterThan(5);
  });

  for (const [file, exports] of Object.entries(catalogues))
    for (const [name, messages] of Object.entries(exports))
      it(`${file} ${name}: every text parses in both languages and names the same arguments`, () => {
        expect(checkCatalogue(messages)).toEqual([]);
      });
});
