/**
 * Sweeps uploads no record names: a photo uploaded in an editor and never saved, or removed from a
 * listing, an area, an agent or an emirate, would otherwise stay in the database for ever. A file is
 * swept once it is older than `graceMs` (an editor left open for a day still saves) and no field
 * that holds an upload's path names it; its resized variants go with it.
 *
 * Every worker runs the timer; a lease (lease.ts) lets one process of the cluster sweep at a time.
 * A run looks at `batch` files per bucket at most, from where the last run stopped (oldest first),
 * and starts again from the oldest once it has been through them all.
 */
import { randomBytes } from 'node:crypto';
import { GridFSBucket, ObjectId, type Db, type Filter, type Document } from 'mongodb';
import { DOCUMENT_URL_PREFIX } from './documents';
import { IMAGE_URL_PREFIX } from './images';
import { releaseLease, takeLease } from './lease';
import { jobRan } from '../lib/metrics';

export const UPLOAD_SWEEP = {
  /** An upload younger than this is never swept: the editor that made it may not have saved yet. */
  graceMs: 24 * 60 * 60 * 1000,
  /** Files looked at per bucket and run (a bound on one run's reads and deletes). */
  batch: 200,
  /** How often each worker tries; one of them sweeps. */
  intervalMs: 60 * 60 * 1000,
  /** The lease outlives a slow run; a holder that died is replaced after it. */
  leaseMs: 10 * 60 * 1000,
} as const;

export const UPLOAD_SWEEP_LEASE = 'upload-sweep';

/** The buckets swept and the path that serves each file. */
const BUCKETS = [
  { name: 'images', prefix: IMAGE_URL_PREFIX },
  { name: 'documents', prefix: DOCUMENT_URL_PREFIX },
] as const;
type BucketName = (typeof BUCKETS)[number]['name'];

/**
 * Every field that names an upload by its path. Listings are many: their fields are matched exactly
 * (the editor stores the path the upload answered). The other collections are small (tens of
 * records): their fields are read and searched for the id, so a link written by hand (with the site's
 * address or `?w=`) still counts.
 */
export const UPLOAD_REFERENCES = {
  exact: { properties: ['imageurl', 'photos'] },
  scanned: {
    areas: ['imageURL', 'images', 'floorplan', 'pdf'],
    agents: ['photo'],
    emirates: ['image'],
    vrcards: ['image'],
  },
} as const;
/** Records of a scanned collection read at most (far above any agency's areas or agents). */
const SCANNED_MAX = 10_000;

export interface SweepOptions {
  now?: Date;
  graceMs?: number;
  batch?: number;
  leaseMs?: number;
  /** Who sweeps (a process's own id); a new one per call by default. */
  owner?: string;
}

export interface SweepResult {
  /** False when another process held the lease: this one did nothing. */
  ran: boolean;
  checked: number;
  /** Paths of the files removed (their variants not counted). */
  removed: string[];
}

type SweepState = Partial<Record<BucketName, string | null>>;

/** The ids among `ids` some record names. */
async function referenced(db: Db, prefix: string, ids: string[]): Promise<Set<string>> {
  const used = new Set<string>();
  const paths = ids.map((id) => `${prefix}${id}`);
  for (const [name, fields] of Object.entries(UPLOAD_REFERENCES.exact)) {
    const or: Filter<Document>[] = fields.map((f) => ({ [f]: { $in: paths } }));
    const projection = Object.fromEntries(fields.map((f) => [f, 1]));
    for await (const doc of db.collection(name).find({ $or: or }, { projection }))
      for (const id of ids) if (JSON.stringify(doc).includes(id)) used.add(id);
  }
  for (const [name, fields] of Object.entries(UPLOAD_REFERENCES.scanned)) {
    const projection = Object.fromEntries(fields.map((f) => [f, 1]));
    const docs = await db.collection(name).find({}, { projection }).limit(SCANNED_MAX).toArray();
    const text = JSON.stringify(docs).toLowerCase();
    for (const id of ids) if (text.includes(id)) used.add(id);
  }
  return used;
}

/** One run over one bucket: the next `batch` files past `after` older than the grace period. */
async function sweepBucket(
  db: Db,
  bucket: (typeof BUCKETS)[number],
  after: string | null | undefined,
  cutoff: Date,
  batch: number,
): Promise<{ checked: number; removed: string[]; next: string | null }> {
  const files = db.collection(`${bucket.name}.files`);
  const filter: Filter<Document> = {
    uploadDate: { $lt: cutoff },
    // Variants go with their original, never on their own.
    'metadata.variantOf': { $exists: false },
    ...(after ? { _id: { $gt: new ObjectId(after) } } : {}),
  };
  const found = await files
    .find(filter, { projection: { _id: 1 } })
    .sort({ _id: 1 })
    .limit(batch)
    .toArray();
  const ids = found.map((f) => (f._id as ObjectId).toHexString());
  const used = await referenced(db, bucket.prefix, ids);
  const gridfs = new GridFSBucket(db, { bucketName: bucket.name });
  const removed: string[] = [];
  for (const id of ids) {
    if (used.has(id)) continue;
    const oid = new ObjectId(id);
    const variants = await files.find({ 'metadata.variantOf': oid }, { projection: { _id: 1 } }).toArray();
    for (const v of variants) await gridfs.delete(v._id as ObjectId).catch(() => undefined);
    // Already gone (another sweep, or a delete of its own): nothing to do.
    await gridfs.delete(oid).catch(() => undefined);
    removed.push(`${bucket.prefix}${id}`);
  }
  // Through to the newest: the next run starts from the oldest again.
  return { checked: ids.length, removed, next: ids.length < batch ? null : ids.at(-1)! };
}

/** One sweep, if this process gets the lease; bounded by `batch` files per bucket. */
export async function sweepOrphanUploads(db: Db, options: SweepOptions = {}): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const owner = options.owner ?? randomBytes(8).toString('hex');
  const lease = await takeLease<SweepState>(
    db,
    UPLOAD_SWEEP_LEASE,
    owner,
    options.leaseMs ?? UPLOAD_SWEEP.leaseMs,
    now,
  );
  if (!lease) return { ran: false, checked: 0, removed: [] };
  const cutoff = new Date(now.getTime() - (options.graceMs ?? UPLOAD_SWEEP.graceMs));
  const state: SweepState = { ...lease.state };
  const result: SweepResult = { ran: true, checked: 0, removed: [] };
  try {
    for (const bucket of BUCKETS) {
      const run = await sweepBucket(
        db,
        bucket,
        state[bucket.name],
        cutoff,
        options.batch ?? UPLOAD_SWEEP.batch,
      );
      state[bucket.name] = run.next;
      result.checked += run.checked;
      result.removed.push(...run.removed);
    }
  } finally {
    await releaseLease(db, UPLOAD_SWEEP_LEASE, owner, state, now);
  }
  return result;
}

/**
 * Sweeps every `intervalMs` (the first after a random part of it, so workers started together do not
 * all ask at once) until stopped. A failed run is logged and the next one tries again.
 */
export function startUploadSweeper(db: Db, intervalMs: number = UPLOAD_SWEEP.intervalMs): () => void {
  const owner = `${process.pid}-${randomBytes(4).toString('hex')}`;
  let timer: NodeJS.Timeout;
  const tick = async () => {
    try {
      const { ran, removed } = await sweepOrphanUploads(db, { owner });
      jobRan('upload_sweep', ran ? 'ok' : 'skipped');
      if (removed.length) console.log(`[api] swept ${removed.length} uploads no record names`);
    } catch (err) {
      jobRan('upload_sweep', 'failed');
      console.error('[api] the upload sweep failed:', err);
    }
    timer = setTimeout(() => void tick(), intervalMs).unref();
  };
  timer = setTimeout(() => void tick(), Math.round(Math.random() * intervalMs)).unref();
  return () => clearTimeout(timer);
}
