/** What the sign-in screens' tests share: a held answer, and the failure alerts of one request. */
import { waitFor } from '@testing-library/react';
import type { ApiRoute, ResponseOf } from '@manzil/api-client';
import { fail, handle, networkFailure, serve } from '@manzil/api-client/testing';
import { expect, type MockInstance } from 'vitest';

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
 * Submits twice: a refusal alerts the server's msg, then a request the server never answered
 * alerts `fallback`.
 */
export async function expectServerMsgElse(
  route: ApiRoute,
  refusal: { status: number; msg: string },
  fallback: string,
  submit: () => Promise<void>,
  alert: MockInstance,
) {
  serve(handle(route, fail(refusal.status, { msg: refusal.msg }), { once: true }));
  await submit();
  await waitFor(() => expect(alert).toHaveBeenCalledWith(refusal.msg));
  serve(handle(route, networkFailure(), { once: true }));
  await submit();
  await waitFor(() => expect(alert).toHaveBeenCalledWith(fallback));
}
