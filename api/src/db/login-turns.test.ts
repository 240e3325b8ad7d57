/** The account's sign-in queue itself: its bounds in places and time, and a holder that died. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { LOGIN_QUEUE, LOGIN_TURNS, loginTurns } from './login-turns';

const t = useTestApp();
const QUICK = { ...LOGIN_QUEUE, places: 2, pollMs: 10, turnMs: 300, maxWaitMs: 200 };

describe('login turns', () => {
  it('holds one turn and a bounded number of waiting places; a wait past its bound is refused', async () => {
    // The held turn outlives the waits by far, however slow the machine: they can only time out.
    const turns = loginTurns(t.db.db, { ...QUICK, turnMs: 10_000 });
    const held = await turns.take('owner');
    expect('release' in held).toBe(true);
    const waiting = [turns.take('owner'), turns.take('owner')];
    await new Promise((r) => setTimeout(r, 50));
    // Every place is taken: refused at once.
    expect(await turns.take('owner')).toEqual({ refused: 'full' });
    // Another account has a queue of its own.
    const other = await turns.take('someone-else');
    expect('release' in other).toBe(true);
    // The holder keeps the turn past the waits' bound: both waiters give up.
    expect(await Promise.all(waiting)).toEqual([{ refused: 'timeout' }, { refused: 'timeout' }]);
    if ('release' in held) await held.release();
    if ('release' in other) await other.release();
    expect(await t.db.db.collection(LOGIN_TURNS).countDocuments()).toBe(0);
  });

  it('a turn its holder never gave back (a dead process) is taken over after turnMs', async () => {
    const turns = loginTurns(t.db.db, { ...QUICK, maxWaitMs: 2_000 });
    expect('release' in (await turns.take('crashed'))).toBe(true);
    const start = Date.now();
    const next = await turns.take('crashed');
    expect('release' in next).toBe(true);
    expect(Date.now() - start).toBeGreaterThanOrEqual(QUICK.turnMs - 20);
    if ('release' in next) await next.release();
  });

  it('expired turns and places are removed by a TTL index, so guessed usernames leave nothing behind', async () => {
    const indexes = await t.db.db.collection(LOGIN_TURNS).indexes();
    expect(indexes.find((i) => i.name === 'until_ttl')?.expireAfterSeconds).toBe(0);
  });
});
