/**
 * Kept encodings of stored documents (encoded-docs.ts): a find answers the bytes of the document as it
 * is stored now (after updates, replacements and deletes), and reading far more than the bound keeps
 * no more than the bound.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deserialize, serialize } from 'bson';
import { EncodedDocs, encodedDocs, MAX_ENCODED_BYTES } from './encoded-docs';
import { removeDir, startHarness, type Harness } from './test-helpers';

describe('kept encodings of stored documents', () => {
  it('answer the same bytes as serialising afresh, and stay within their bound', () => {
    const kept = new EncodedDocs(10_000);
    const docs = Array.from({ length: 200 }, (_, i) => ({
      _id: i,
      name: `listing ${i}`,
      text: 'x'.repeat(200),
    }));
    for (const doc of docs) expect(Buffer.from(kept.encode(doc))).toEqual(Buffer.from(serialize(doc)));
    // Read again and again, far past the bound: never more than it is kept.
    for (let round = 0; round < 5; round++) for (const doc of docs) kept.encode(doc);
    const { docs: n, bytes } = kept.size();
    expect(bytes).toBeLessThanOrEqual(10_000);
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(docs.length);
    // One larger than the whole bound is answered but not kept.
    const huge = { _id: 'huge', text: 'y'.repeat(20_000) };
    expect(deserialize(kept.encode(huge))).toEqual(huge);
    expect(kept.size().bytes).toBeLessThanOrEqual(10_000);
    // A forgotten document gives its bytes back.
    const before = kept.size();
    const last = docs[docs.length - 1]!;
    kept.forget(last);
    expect(kept.size().docs).toBe(before.docs - 1);
    expect(kept.size().bytes).toBe(before.bytes - serialize(last).length);
  });

  describe('through the server', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness();
    });
    afterAll(async () => {
      await h.stop();
      removeDir(h.dir);
    });

    it('a find answers each document as stored now, through updates, replacements and deletes', async () => {
      const coll = h.db.collection<{ _id: number; n: number; tag?: string }>('encoded');
      await coll.insertMany(Array.from({ length: 50 }, (_, i) => ({ _id: i, n: i })));
      const all = async () => coll.find({}).sort({ _id: 1 }).toArray();
      expect((await all()).map((d) => d.n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
      // Read once more (kept encodings answer now), then change some.
      await all();
      await coll.updateMany({ _id: { $lt: 10 } }, { $set: { tag: 'changed' } });
      await coll.replaceOne({ _id: 20 }, { n: -20 });
      await coll.deleteMany({ _id: { $gte: 40 } });
      const after = await all();
      expect(after).toHaveLength(40);
      expect(after.filter((d) => d.tag === 'changed').map((d) => d._id)).toEqual([
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
      ]);
      expect(after.find((d) => d._id === 20)).toEqual({ _id: 20, n: -20 });
      // A projection is answered from the document, not from its kept encoding.
      expect(await coll.find({ _id: 5 }, { projection: { n: 1, _id: 0 } }).toArray()).toEqual([{ n: 5 }]);
    });

    it('reading a collection far larger than the bound keeps no more than the bound', async () => {
      const coll = h.db.collection<{ _id: number; text: string }>('encoded-big');
      const text = 'z'.repeat(16 * 1024);
      // About twice the bound, read in full twice.
      const n = Math.ceil((2 * MAX_ENCODED_BYTES) / text.length);
      for (let from = 0; from < n; from += 500)
        await coll.insertMany(
          Array.from({ length: Math.min(500, n - from) }, (_, i) => ({ _id: from + i, text })),
        );
      for (let round = 0; round < 2; round++) {
        let read = 0;
        for await (const doc of coll.find({})) {
          expect(doc.text).toBe(text);
          read++;
        }
        expect(read).toBe(n);
      }
      expect(encodedDocs.size().bytes).toBeLessThanOrEqual(MAX_ENCODED_BYTES);
      expect(encodedDocs.size().bytes).toBeGreaterThan(MAX_ENCODED_BYTES / 2);
    });
  });
});
