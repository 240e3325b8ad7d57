/**
 * What every server slot loader shares (the federated one, ./remotes.ts, and the benchmark's
 * monolith): one promise per slot per request (React's `use` needs the same one on every render), a
 * failure logged once with its reason and turned into a SlotFailure (the slot then renders in the
 * browser; the renderer tells it from a bug by its class).
 */
import type { RenderRequest } from '@manzil/contract';
import type { ExposedModule, ServerSlots, SlotRequest } from '../shared/remotes/serverSlots';

export class SlotFailure extends Error {
  override name = 'SlotFailure';
  /** `reported`: the log has its cause already (a failed read writes its own line). */
  constructor(
    message: string,
    readonly reported = false,
  ) {
    super(message);
  }
}

/** The first line of an error's message (runtime errors append pages of detail). */
export const reason = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'unknown error';

export function slotLoader(
  log: RenderRequest['log'],
  render: (slot: SlotRequest) => Promise<ExposedModule>,
): ServerSlots['load'] {
  const slots = new Map<string, Promise<ExposedModule>>();
  return (slot) => {
    const key = `${slot.remote}/${slot.module}`;
    let pending = slots.get(key);
    if (!pending) {
      pending = render(slot).catch((error: unknown) => {
        if (!(error instanceof SlotFailure && error.reported))
          log(`[ssr] ${key} renders in the browser: ${reason(error)}`);
        throw error instanceof SlotFailure ? error : new SlotFailure(reason(error));
      });
      slots.set(key, pending);
    }
    return pending;
  };
}
