/**
 * One sign-in attempt per account at a time, across every worker and instance on one database. An
 * attempt takes the account's turn (a lease, lease.ts) for its whole run: the slowdown's delay, the
 * password check and its count. Others wait in one of a few places (leases too), asking for the turn
 * until it is free; when every place is taken, or a wait runs past its bound, the attempt is refused
 * 429. So guesses sent in parallel go no faster than guesses sent one after the other, and the queue
 * holds a bounded number of attempts for a bounded time. Documents are removed once their lease ends
 * (TTL index on `until`), so guessed usernames leave nothing behind.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from 'mongodb';
import { takeLeaseIn, type LeaseDoc } from './lease';

export const LOGIN_TURNS = 'login_turns';

export interface LoginQueue {
  places: number;
  pollMs: number;
  turnMs: number;
  placeMs: number;
  renewMs: number;
  maxWaitMs: number;
}

export const LOGIN_QUEUE: LoginQueue = {
  /** Attempts on one account that may wait for the turn; one more is refused. */
  places: 10,
  /** How often a waiting attempt asks for the turn. */
  pollMs: 100,
  /** A turn not given back within this long (its holder died) is taken over: longer than the
   * slowdown's longest delay (3 s) with a password check and a few database round trips. */
  turnMs: 15_000,
  /** A place not renewed within this long (its waiter died) is free again; waiters renew it every second. */
  placeMs: 5_000,
  renewMs: 1_000,
  /** A waiting attempt is refused after this long: the places ahead of it at their slowest. */
  maxWaitMs: 40_000,
};

/** The account's turn, to be given back; or refused: no place was free, or the wait ran out. */
export type LoginTurn = { release(): Promise<void> } | { refused: 'full' | 'timeout' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function loginTurns(db: Db, queue: LoginQueue = LOGIN_QUEUE) {
  const turns = db.collection<LeaseDoc>(LOGIN_TURNS);
  // The account key is any text a visitor sent: JSON keeps `turn` and a place of two accounts apart.
  const id = (account: string, place: number) => JSON.stringify([account, place]);
  const give = async (name: string, owner: string) => {
    await turns.deleteOne({ _id: name, owner });
  };

  return {
    async take(account: string): Promise<LoginTurn> {
      const owner = randomUUID();
      const turn = id(account, 0);
      const release = () => give(turn, owner);
      if (await takeLeaseIn(turns, turn, owner, queue.turnMs)) return { release };
      let place: string | undefined;
      for (let at = 1; at <= queue.places && !place; at += 1) {
        if (await takeLeaseIn(turns, id(account, at), owner, queue.placeMs)) place = id(account, at);
      }
      if (!place) return { refused: 'full' };
      const started = Date.now();
      let renewed = started;
      try {
        for (;;) {
          await sleep(queue.pollMs);
          if (await takeLeaseIn(turns, turn, owner, queue.turnMs)) return { release };
          if (Date.now() - started >= queue.maxWaitMs) return { refused: 'timeout' };
          if (Date.now() - renewed >= queue.renewMs) {
            await takeLeaseIn(turns, place, owner, queue.placeMs);
            renewed = Date.now();
          }
        }
      } finally {
        await give(place, owner);
      }
    },
  };
}
