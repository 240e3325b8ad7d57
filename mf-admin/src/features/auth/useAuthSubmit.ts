/**
 * The submit flow the sign-in forms share: one request at a time; what stops or fails a request is
 * said in the form (`problem`, role="alert"), and a success that stays on the page in `notice`.
 */
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../shared/api/errors';
import { problem as report, type FormProblem } from '../../shared/ui/FormError';

interface AuthSubmitOptions {
  /** The text that stops the form from being sent, or null when it may be sent. */
  problem(): string | null;
  /** Sends the form; resolves to the text of a success that stays on this page, if any. */
  send(): Promise<string | void>;
  /** The text when a failed request brought no message from the server. */
  failed: string;
  /** A form whose success navigates away stays busy, so it cannot be sent twice meanwhile. */
  staysBusy?: boolean;
}

export function useAuthSubmit({ problem, send, failed, staysBusy = false }: AuthSubmitOptions) {
  const [busy, setBusy] = useState(false);
  const [formProblem, setFormProblem] = useState<FormProblem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    const message = problem();
    if (message) {
      setFormProblem(report(message));
      return;
    }
    setFormProblem(null);
    setBusy(true);
    try {
      const done = await send();
      if (done) setNotice(done);
      if (!staysBusy) setBusy(false);
    } catch (err) {
      setFormProblem(report(serverMessage(err) ?? failed));
      setBusy(false);
    }
  }

  return { busy, handleSubmit, problem: formProblem, notice };
}
