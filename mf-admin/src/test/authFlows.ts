/** What the sign-in screens' tests share: a held answer, and the failure texts of one request. */
import type { ApiRoute, ResponseOf } from '@manzil/api-client';
import { fail, handle, networkFailure, serve } from '@manzil/api-client/testing';
import { expectAlert } from './feedback';

/** Serves `answer` on `route` once the returned release() is called, so the busy screen can be looked at. */
export function serveHeld<R extends ApiRoute>(route: R, answer: ResponseOf<R>): () => void {
  let release: () => void = () => {};
  const released = new Promise<void>((r) => (release = r));
  serve(
    handle(route, async () => {
      await released;
      return answer;
    }),
  );
  return () => release();
}

/**
 * Submits twice: a refusal says the server's msg in the form, then a request the server never
 * answered says `fallback`.
 */
export async function expectServerMsgElse(
  route: ApiRoute,
  refusal: { status: number; msg: string },
  fallback: string,
  submit: () => Promise<void>,
) {
  serve(handle(route, fail(refusal.status, { msg: refusal.msg }), { once: true }));
  await submit();
  await expectAlert(refusal.msg);
  serve(handle(route, networkFailure(), { once: true }));
  await submit();
  await expectAlert(fallback);
}
