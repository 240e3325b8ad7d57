import { GridFSBucket, ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { collections } from './collections';
import { writeImageFile } from './images';
import { takeLease } from './lease';
import { sweepOrphanUploads, UPLOAD_SWEEP, UPLOAD_SWEEP_LEASE } from './upload-sweep';

const t = useTestApp();
const HOUR = 60 * 60 * 1000;
/** Each run a little later than the last (the lease is released at the run's own time). */
let clock = Date.now() + 2 * UPLOAD_SWEEP.graceMs;
const later = () => new Date((clock += HOUR));

async function upload(name: string, variantOf?: ObjectId): Promise<string> {
  const id = await writeImageFile(t.db.db, `${name}.webp`, Buffer.from(name), {
    contentType: 'image/webp',
    ...(variantOf ? { variantOf, width: 160 } : {}),
  });
  return `/api/images/${id.toHexString()}`;
}
const idOf = (path: string) => new ObjectId(path.split('/').pop());
const exists = async (path: string) =>
  (await t.db.db.collection('images.files').countDocuments({ _id: idOf(path) })) === 1;

describe('sweepOrphanUploads', () => {
  it('removes old uploads no record names, with their variants, and keeps every one that is named', async () => {
    const db = t.db.db;
    const { properties, areas, agents } = collections(db);
    const photo = await upload('listing-photo');
    const cover = await upload('listing-cover');
    const gallery = await upload('area-gallery');
    const portrait = await upload('agent-portrait');
    const orphan = await upload('never-saved');
    const variant = await upload('never-saved-160', idOf(orphan));
    const property = await properties.findOne({});
    await properties.updateOne({ _id: property!._id }, { $set: { imageurl: cover, photos: [cover, photo] } });
    // A hand-written link with the site's address still names the upload.
    await areas.updateOne({}, { $push: { images: `https://manzil.example${gallery}?w=800` } });
    await agents.updateOne({}, { $set: { photo: portrait } });

    // Young uploads are left alone, named or not: the editor may not have saved yet.
    const young = await sweepOrphanUploads(db, { now: new Date() });
    expect(young).toMatchObject({ ran: true, removed: [] });
    expect(await exists(orphan)).toBe(true);

    const run = await sweepOrphanUploads(db, { now: later() });
    expect(run.removed).toContain(orphan);
    expect(await exists(orphan)).toBe(false);
    expect(await exists(variant)).toBe(false);
    for (const kept of [photo, cover, gallery, portrait]) expect(await exists(kept), kept).toBe(true);
    // Its chunks go too: nothing of it is left to serve.
    expect(await db.collection('images.chunks').countDocuments({ files_id: idOf(orphan) })).toBe(0);

    // A photo taken off its listing is swept on a later run.
    await properties.updateOne({ _id: property!._id }, { $set: { photos: [cover] } });
    const again = await sweepOrphanUploads(db, { now: later() });
    expect(again.removed).toEqual([photo]);
    expect(await exists(cover)).toBe(true);
  });

  it('looks at a bounded batch per run and goes on from where the last run stopped', async () => {
    const db = t.db.db;
    const orphans = [];
    for (let i = 0; i < 5; i++) orphans.push(await upload(`batch-${i}`));
    const removed: string[] = [];
    for (let run = 0; run < 40 && removed.length < 5; run++) {
      const result = await sweepOrphanUploads(db, { now: later(), batch: 2 });
      expect(result.checked).toBeLessThanOrEqual(2 * 2); // two buckets, two files each
      expect(result.removed.length).toBeLessThanOrEqual(2);
      removed.push(...result.removed);
    }
    expect(removed.sort()).toEqual([...orphans].sort());
  });

  it('sweeps in one process at a time: another holding the lease makes a run do nothing', async () => {
    const db = t.db.db;
    const orphan = await upload('held');
    const now = later();
    expect(await takeLease(db, UPLOAD_SWEEP_LEASE, 'other-worker', 5 * 60 * 1000, now)).not.toBeNull();
    const skipped = await sweepOrphanUploads(db, { now: new Date(now.getTime() + 60_000) });
    expect(skipped).toEqual({ ran: false, checked: 0, removed: [] });
    expect(await exists(orphan)).toBe(true);
    // A holder that died (its lease ran out) is replaced.
    clock = now.getTime() + 7 * 60 * 1000;
    const after = await sweepOrphanUploads(db, { now: later() });
    expect(after.ran).toBe(true);
    expect(await exists(orphan)).toBe(false);
  });

  it('sweeps an unsaved brochure, and keeps the one an area names', async () => {
    const db = t.db.db;
    const bucket = new GridFSBucket(db, { bucketName: 'documents' });
    const store = (name: string) =>
      new Promise<string>((resolve, reject) => {
        const up = bucket.openUploadStream(name);
        up.once('finish', () => resolve(`/api/documents/${(up.id as ObjectId).toHexString()}`));
        up.once('error', reject);
        up.end(Buffer.from('%PDF-1.4 %%EOF'));
      });
    const kept = await store('kept.pdf');
    const dropped = await store('dropped.pdf');
    await collections(db).areas.updateOne({}, { $set: { pdf: kept } });
    const removed: string[] = [];
    for (let run = 0; run < 3; run++)
      removed.push(...(await sweepOrphanUploads(db, { now: later() })).removed);
    expect(removed).toContain(dropped);
    expect(removed).not.toContain(kept);
  });
});
