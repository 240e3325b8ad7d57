import { describe, expect, it } from 'vitest';
import { checkCatalogue } from '@manzil/i18n/check';
import * as server from './messages';
import * as heads from './seo/messages';

describe("the web server's texts", () => {
  for (const [name, messages] of Object.entries({ ...server, ...heads }))
    it(`${name}: every text parses in both languages and names the same arguments`, () => {
      expect(checkCatalogue(messages)).toEqual([]);
    });
});
