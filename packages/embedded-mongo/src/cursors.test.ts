/** A cursor's reply, written in one buffer, is the BSON of the same reply serialised whole. */
import { Double, Long, ObjectId, serialize } from 'bson';
import { describe, expect, it } from 'vitest';
import { cursorReply } from './cursors';

const docs = Array.from({ length: 12 }, (_, i) => ({
  _id: new ObjectId(),
  name: i % 2 ? `Tower ${i}` : `برج ${i}`,
  tags: ['a', 'ب'],
  nested: { price: i * 1000, at: new Date(0) },
}));

describe('cursorReply', () => {
  it.each([
    ['an empty first batch, cursor exhausted', 'firstBatch', [], Long.ZERO, 'manzil.properties'],
    ['one document', 'firstBatch', docs.slice(0, 1), Long.ZERO, 'manzil.properties'],
    [
      'twelve documents (two-digit keys), an open cursor',
      'nextBatch',
      docs,
      Long.fromString('1764691200000123'),
      'مدينة.عقارات',
    ],
  ] as const)('%s', (_name, batchName, batch, id, ns) => {
    const whole = serialize({
      cursor: { [batchName]: batch, id, ns },
      ok: new Double(1),
    });
    expect(
      cursorReply(
        id,
        ns,
        batchName,
        batch.map((d) => serialize(d)),
      ).equals(whole),
    ).toBe(true);
  });
});
