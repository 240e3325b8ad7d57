/** The one way the panel's forms write: under the saving flag, with the failure texts of docs/glossary.md. */
import { isSessionExpired } from '../api/client';
import { prefixedWithReason } from '../api/errors';
import { toast } from '../feedback/toastStore';
import { useSavingStore } from './savingStore';

/** The text of a failure: a text the server's reason is put before, or one built from the error. */
type FailureText = string | ((err: unknown) => string);

/**
 * `save(write, then, failed, report)` runs `write` under the saving flag and `then` with its result;
 * nothing runs when another write is in flight. A failure of either is reported: by `report` (a form
 * shows it beside its fields; it also gets the error, to mark the field the server refused), else as
 * an error toast. An expired session is not reported: the guard is already taking the user to /login.
 * Resolves true when the write and `then` succeeded.
 */
export function useSave() {
  const runSaving = useSavingStore((s) => s.runSaving);
  return async function save<T>(
    write: () => Promise<T>,
    then: (result: T) => void | Promise<void>,
    failed: FailureText,
    report: (text: string, err: unknown) => void = (text) => toast.error(text),
  ): Promise<boolean> {
    try {
      const ran = await runSaving(async () => ({ result: await write() }));
      if (!ran) return false;
      await then(ran.result);
      return true;
    } catch (err) {
      if (!isSessionExpired(err))
        report(typeof failed === 'string' ? prefixedWithReason(failed, err) : failed(err), err);
      return false;
    }
  };
}
