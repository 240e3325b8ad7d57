import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEnquiry } from './mutations';
import { createQueryClient } from './queryClient';
import { queryKeys } from './queryKeys';
import { fail, handle, requestsTo, serve } from './testing';

/** The staff panel's count of new leads (mf-admin), under the `leads` family. */
const NEW_LEADS_COUNT = [...queryKeys.leads(), 'new-count'];
const enquiry = { kind: 'contact', name: 'Aisha', email: 'aisha@example.com', phone: '0501234567' } as const;

function setup() {
  const client = createQueryClient('test');
  client.setQueryData(NEW_LEADS_COUNT, { data: { count: 1 } });
  client.setQueryData(queryKeys.siteConfig(), { agencyPhone: '+971' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, hook: renderHook(() => useEnquiry(), { wrapper }) };
}

describe('useEnquiry', () => {
  it('records the enquiry, says success with its id, and makes the staff inbox stale (only it)', async () => {
    serve(handle('POST /enquiries', { data: { _id: 'e1' } }));
    const { client, hook } = setup();
    hook.result.current.mutate(enquiry);
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(hook.result.current.data).toBe('e1');
    expect(requestsTo('POST /enquiries').map((r) => r.body)).toEqual([enquiry]);
    expect(client.getQueryState(NEW_LEADS_COUNT)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.siteConfig())?.isInvalidated).toBe(false);
  });

  it('says the failure and invalidates nothing', async () => {
    serve(handle('POST /enquiries', fail(500)));
    const { client, hook } = setup();
    hook.result.current.mutate(enquiry);
    await waitFor(() => expect(hook.result.current.isError).toBe(true));
    expect(hook.result.current.isPending).toBe(false);
    expect(client.getQueryState(NEW_LEADS_COUNT)?.isInvalidated).toBe(false);
  });
});
