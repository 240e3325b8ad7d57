import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { collections } from './collections';
import { EMIRATE_KEYS_TTL_MS, emirateSlugOf } from './emirates';

const t = useTestApp();

describe('emirateSlugOf (the search lookup of a location among the emirates)', () => {
  it('finds an emirate by any key form', async () => {
    for (const ref of ['Dubai', 'dubai', 'DUBAI', 'Abu Dhabi', 'abu-dhabi', 'AbuDhabi'])
      expect(await emirateSlugOf(t.db.db, ref), ref).toBe(
        ref.toLowerCase().includes('abu') ? 'abu-dhabi' : 'dubai',
      );
    expect(await emirateSlugOf(t.db.db, 'Atlantis')).toBeUndefined();
  });

  it('is read again once its minute is over, and never holds more than the emirates', async () => {
    const now = Date.now();
    await emirateSlugOf(t.db.db, 'Dubai', now);
    const emirates = collections(t.db.db).emirates;
    await emirates.updateOne({ slug: 'dubai' }, { $set: { key: 'DubaiRenamedForTest' } });
    try {
      // Within the minute, the kept list answers (the key forms of an emirate never change in the product).
      expect(await emirateSlugOf(t.db.db, 'DubaiRenamedForTest', now + 1000)).toBeUndefined();
      // After it, the database is read again.
      expect(await emirateSlugOf(t.db.db, 'DubaiRenamedForTest', now + EMIRATE_KEYS_TTL_MS + 1)).toBe(
        'dubai',
      );
    } finally {
      await emirates.updateOne({ slug: 'dubai' }, { $set: { key: 'Dubai' } });
    }
    // A flood of unknown names adds nothing to what is kept.
    for (let i = 0; i < 500; i++)
      expect(await emirateSlugOf(t.db.db, `nowhere-${i}`, now + EMIRATE_KEYS_TTL_MS + 2)).toBeUndefined();
  });
});
