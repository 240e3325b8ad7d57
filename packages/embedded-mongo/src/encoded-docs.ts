/**
 * The BSON of stored documents, kept between reads. A stored document is never mutated (a write
 * replaces it: collection.ts), so its encoding stays right for as long as it is stored; a write drops
 * the encoding of the document it replaces or removes. Serialising the same listings again for every
 * find was the largest part of the server's work on a search answer (measured: a seventh of its time
 * under the bench's uncached POST /api/search/result).
 *
 * Bounded by bytes: past MAX_ENCODED_BYTES the least recently read encodings are dropped (and made
 * again on their next read), so a client reading a whole large collection cannot grow it further.
 */
import { serialize } from 'bson';
import type { Doc } from './values';

export const MAX_ENCODED_BYTES = 32 * 1024 * 1024;

export class EncodedDocs {
  /** Least recently read first. */
  private readonly kept = new Map<Doc, Uint8Array>();
  private keptBytes = 0;

  constructor(readonly maxBytes = MAX_ENCODED_BYTES) {}

  /** The BSON of `doc`, a stored document. */
  encode(doc: Doc): Uint8Array {
    const known = this.kept.get(doc);
    if (known) {
      this.kept.delete(doc);
      this.kept.set(doc, known);
      return known;
    }
    const bytes = serialize(doc);
    // One larger than the whole budget is not kept (it would push out everything else).
    if (bytes.length > this.maxBytes) return bytes;
    this.kept.set(doc, bytes);
    this.keptBytes += bytes.length;
    for (const [old, oldBytes] of this.kept) {
      if (this.keptBytes <= this.maxBytes) break;
      this.kept.delete(old);
      this.keptBytes -= oldBytes.length;
    }
    return bytes;
  }

  /** `doc` left the collection (replaced or removed). */
  forget(doc: Doc): void {
    const bytes = this.kept.get(doc);
    if (!bytes) return;
    this.kept.delete(doc);
    this.keptBytes -= bytes.length;
  }

  /** What is kept now (for the tests of the bound). */
  size(): { docs: number; bytes: number } {
    return { docs: this.kept.size, bytes: this.keptBytes };
  }
}

/** One for the process: the documents of every collection share the bound. */
export const encodedDocs = new EncodedDocs();
