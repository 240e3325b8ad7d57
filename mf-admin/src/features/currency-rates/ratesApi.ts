/** The rate table's calls: every rate set, and one currency's new rate. */
import { queryKeys, queryOptions, request, useQuery } from '@manzil/api-client';
import type { Currency, CurrencyRate } from '@manzil/contract';
import { useAdminMutation, type WriteUi } from '../../shared/writes/useAdminMutation';

export const adminRatesQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.currencyRates(), 'admin'] as const,
    queryFn: async ({ signal }): Promise<CurrencyRate[]> =>
      (await request('GET /admin/currency-rates', { signal })).rates,
    meta: { label: 'loading the currency rates' },
  });

export const useAdminRates = () => useQuery(adminRatesQuery());

export interface RateChange {
  currency: Currency;
  aedPerUnit: number;
}

export async function setRate({ currency, aedPerUnit }: RateChange): Promise<CurrencyRate> {
  return (
    await request('PUT /admin/currency-rates/:currency', { params: { currency }, body: { aedPerUnit } })
  ).rate;
}

export const useSetRate = (ui: WriteUi<RateChange, CurrencyRate>) =>
  useAdminMutation({ mutationFn: setRate, invalidates: 'rate', ...ui });
