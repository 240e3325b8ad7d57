import { checkCatalogue } from '@manzil/i18n/check';
import type { Messages } from '@manzil/i18n';

/** Every catalogue of the app, beside the feature that shows its texts. */
const modules = import.meta.glob<Record<string, unknown>>('./**/messages.ts', { eager: true });

const catalogues = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(module).map(([name, messages]) => [`${file} ${name}`, messages as Messages] as const),
);

describe('the catalogues of mf-listings', () => {
  it('finds them', () => {
    expect(catalogues.length).toBeGreaterThan(10);
  });

  it.each(catalogues)('%s: every text parses, in both languages, with the same arguments', (_, messages) => {
    expect(checkCatalogue(messages)).toEqual([]);
  });
});
