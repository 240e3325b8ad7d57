/** The one way the panel's forms write: under the saving flag, with the failure alerts of docs/glossary.md. */
import { isSessionExpired } from '../api/client';
import { prefixedWithReason } from '../api/errors';
import { useSavingStore } from './savingStore';

/** The alert of a failure: a text the server's reason is put before, or one built from the error. */
type FailureAlert = string | ((err: unknown) => string);

/**
 * `save(write, then, failed)` runs `write` under the saving flag and `then` with its result; nothing
 * runs when another write is in flight. A failure of either is alerted, except an expired session:
 * the guard is already taking the user to /login.
 */
export function useSave() {
  const runSaving = useSavingStore((s) => s.runSaving);
  return async function save<T>(
    write: () => Promise<T>,
    then: (result: T) => void | Promise<void>,
    failed: FailureAlert,
  ): Promise<void> {
    try {
      const ran = await runSaving(async () => ({ result: await write() }));
      if (!ran) return;
      await then(ran.result);
    } catch (err) {
      if (isSessionExpired(err)) return;
      window.alert(typeof failed === 'string' ? prefixedWithReason(failed, err) : failed(err));
    }
  };
}
