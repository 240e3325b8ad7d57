/**
 * The content version: one small document (`meta/content-version`) that every write changing what a
 * page shows replaces with a new random value (emirate, area and property writes, coordinates found
 * later, a first seed). Server-rendered pages are validated and cached by it (web/page-cache.ts), so
 * every worker of the cluster, and every server on one MongoDB, sees a write through it.
 *
 * A random value rather than a counter: a database that is wiped and seeded again never hands out a
 * version an old copy of a page (in a browser or a CDN) was validated with.
 *
 * Reading it on every page would cost a database round trip: measured from a worker's driver to the
 * embedded server over its Unix socket, a findOne by _id took 1.5-2.2 ms on a loaded machine, more than
 * answering a page from the cache. Each worker keeps the value for VERSION_TTL_MS instead (concurrent
 * pages share one read), and a write made by this worker is seen by it at once; another worker (or
 * server) sees it within VERSION_TTL_MS.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from 'mongodb';
import { singleFlight } from '@manzil/contract';
import { collections } from './collections';

export const CONTENT_VERSION_ID = 'content-version';
/** How long a worker serves pages by the version it last read (a write elsewhere shows within this). */
export const VERSION_TTL_MS = 1_000;
/** How long a page waits for the version read again before it goes on with the one read last: a
 * database slowed by others' searches must not hold up the pages the cache answers (measured: a cached
 * /dubai waited 2.5-14 s behind one client's flood of uncached searches). */
export const VERSION_WAIT_MS = 50;

const newVersion = (): string => randomBytes(9).toString('base64url');

export interface ContentVersion {
  /** The version, read from the database at most once per VERSION_TTL_MS (concurrent callers share one
   * read; one that takes longer than VERSION_WAIT_MS is not waited for when a version was read before). */
  current(): Promise<string>;
  /** The version read from the database now, whatever was read last. */
  fresh(): Promise<string>;
}

interface Reader extends ContentVersion {
  set(version: string): void;
}

/** One reader per database handle: a write through `bumpContentVersion` updates it in place. */
const readers = new WeakMap<Db, Reader>();

async function readVersion(db: Db): Promise<string> {
  const meta = collections(db).meta;
  const doc = await meta.findOne({ _id: CONTENT_VERSION_ID });
  if (doc?.v) return doc.v;
  // None yet (a database seeded before versions existed, or emptied by hand): start one.
  await meta.updateOne(
    { _id: CONTENT_VERSION_ID },
    { $setOnInsert: { v: newVersion(), at: new Date() } },
    { upsert: true },
  );
  return (await meta.findOne({ _id: CONTENT_VERSION_ID }))?.v ?? 'none';
}

export function contentVersion(db: Db, ttlMs = VERSION_TTL_MS): ContentVersion {
  const known = readers.get(db);
  if (known) return known;
  let value: string | undefined;
  let readAt = 0;
  /** Concurrent callers share one read. */
  const reading = singleFlight<'read', string>();
  /** Counts bumps made here: a bump made while a read was in flight wins over what it read. */
  let bumps = 0;
  const fresh = async (): Promise<string> => {
    const startedAt = Date.now();
    const before = bumps;
    const v = await readVersion(db);
    if (before !== bumps) return value ?? v;
    value = v;
    readAt = startedAt;
    return v;
  };
  const reader: Reader = {
    current() {
      if (value !== undefined && Date.now() - readAt < ttlMs) return Promise.resolve(value);
      const pending = reading.run('read', fresh);
      if (value === undefined) return pending;
      const last = value;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve(last), VERSION_WAIT_MS);
      });
      return Promise.race([pending, late]).finally(() => clearTimeout(timer));
    },
    fresh,
    set(version) {
      bumps += 1;
      value = version;
      readAt = Date.now();
    },
  };
  readers.set(db, reader);
  return reader;
}

/** Called after every write that changes a page: the next page of this worker renders afresh. */
export async function bumpContentVersion(db: Db): Promise<string> {
  const v = newVersion();
  await collections(db).meta.updateOne(
    { _id: CONTENT_VERSION_ID },
    { $set: { v, at: new Date() } },
    { upsert: true },
  );
  readers.get(db)?.set(v);
  return v;
}

/**
 * Runs a write that changes what pages show, then bumps the version: also when the write failed
 * halfway (a multi-step write may have changed something), where a failing bump does not hide the
 * write's own error.
 */
export async function changingContent<T>(db: Db, write: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await write();
  } catch (error) {
    await bumpContentVersion(db).catch(() => undefined);
    throw error;
  }
  await bumpContentVersion(db);
  return result;
}
