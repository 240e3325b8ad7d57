/**
 * A named lease on the database, so one process of the cluster (workers of one machine, or several
 * machines on one MongoDB) does a periodic job at a time. As the image variant claims
 * (image-variants.ts), the unique `_id` decides: a holder renews its own lease, anyone takes over one
 * whose time is up (its holder died), and nobody else gets it meanwhile.
 */
import { MongoServerError, type Collection, type Db } from 'mongodb';

export const LEASES = 'leases';

export interface LeaseDoc<State = unknown> {
  _id: string;
  owner: string;
  until: Date;
  /** What the job keeps from one run to the next (where it stopped). */
  state?: State;
}

export const leases = <State>(db: Db) => db.collection<LeaseDoc<State>>(LEASES);

/** Takes or renews the lease `name` for `ms`; the lease as held, or null when another holds it. */
export async function takeLease<State>(
  db: Db,
  name: string,
  owner: string,
  ms: number,
  now = new Date(),
): Promise<LeaseDoc<State> | null> {
  return takeLeaseIn(leases<State>(db), name, owner, ms, now);
}

/** takeLease in a collection of its own (one whose documents a TTL index on `until` may remove). */
export async function takeLeaseIn<Doc extends LeaseDoc>(
  collection: Collection<Doc>,
  name: string,
  owner: string,
  ms: number,
  now = new Date(),
): Promise<Doc | null> {
  const lease = collection as unknown as Collection<LeaseDoc>;
  try {
    return (await lease.findOneAndUpdate(
      { _id: name, $or: [{ owner }, { until: { $lte: now } }] },
      { $set: { owner, until: new Date(now.getTime() + ms) } },
      { upsert: true, returnDocument: 'after' },
    )) as Doc | null;
  } catch (err) {
    // Held by another: the upsert tried to add a second document with the same _id.
    if (err instanceof MongoServerError && err.code === 11000) return null;
    throw err;
  }
}

/** Ends the lease if `owner` still holds it, keeping `state` for the next holder. */
export async function releaseLease<State>(
  db: Db,
  name: string,
  owner: string,
  state: State,
  now = new Date(),
): Promise<void> {
  await leases<State>(db).updateOne({ _id: name, owner }, { $set: { until: now, state } });
}
