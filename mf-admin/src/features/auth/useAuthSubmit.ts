/** The submit flow the sign-in forms share: one request at a time, alerts for what went wrong. */
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../shared/api/errors';

interface AuthSubmitOptions {
  /** The alert that stops the form from being sent, or null when it may be sent. */
  problem(): string | null;
  send(): Promise<void>;
  /** The alert when a failed request brought no message from the server. */
  failed: string;
  /** A form whose success navigates away stays busy, so it cannot be sent twice meanwhile. */
  staysBusy?: boolean;
}

export function useAuthSubmit({ problem, send, failed, staysBusy = false }: AuthSubmitOptions) {
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const message = problem();
    if (message) {
      window.alert(message);
      return;
    }
    setBusy(true);
    try {
      await send();
      if (!staysBusy) setBusy(false);
    } catch (err) {
      window.alert(serverMessage(err) ?? failed);
      setBusy(false);
    }
  }

  return { busy, handleSubmit };
}
