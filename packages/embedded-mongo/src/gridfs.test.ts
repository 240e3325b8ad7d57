import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GridFSBucket } from 'mongodb';
import { removeDir, startHarness, type Harness } from './test-helpers';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.stop();
  removeDir(h.dir);
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

describe('GridFS', () => {
  it('uploads, downloads and deletes a 2 MB file, and keeps it across a restart', async () => {
    const bucket = new GridFSBucket(h.db, { bucketName: 'images' });
    const data = randomBytes(2 * 1024 * 1024 + 123);
    const upload = bucket.openUploadStream('photo.jpg', { metadata: { contentType: 'image/jpeg' } });
    await new Promise<void>((resolve, reject) => {
      Readable.from([data])
        .pipe(upload)
        .on('finish', () => resolve())
        .on('error', reject);
    });
    const id = upload.id;
    const files = await bucket.find({ filename: 'photo.jpg' }).toArray();
    expect(files).toHaveLength(1);
    expect(files[0]?.length).toBe(data.length);
    expect(await h.db.collection('images.chunks').countDocuments({ files_id: id })).toBe(
      Math.ceil(data.length / (255 * 1024)),
    );

    expect((await readAll(bucket.openDownloadStream(id))).equals(data)).toBe(true);
    const ranged = await readAll(bucket.openDownloadStreamByName('photo.jpg', { start: 1000, end: 300_000 }));
    expect(ranged.equals(data.subarray(1000, 300_000))).toBe(true);

    // Restart on the same data directory: the file is still complete.
    await h.stop();
    h = await startHarness(h.dir);
    const again = new GridFSBucket(h.db, { bucketName: 'images' });
    expect((await readAll(again.openDownloadStream(id))).equals(data)).toBe(true);

    await again.delete(id);
    expect(await again.find({}).toArray()).toEqual([]);
    expect(await h.db.collection('images.chunks').countDocuments()).toBe(0);
    await expect(readAll(again.openDownloadStream(id))).rejects.toThrow(/FileNotFound|not found/i);
  });
});
