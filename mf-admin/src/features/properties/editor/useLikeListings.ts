/** The median price of the listings like the one being edited, for the outlier warning. */
import { useQuery } from '@manzil/api-client';
import type { Purpose } from '@manzil/contract';
import { fetchPriceMedian } from '../propertiesApi';
import { areaLabel } from '../propertiesStore';
import { describeLike, type Comparables } from './outliers';

interface Like {
  areaKey: string;
  purpose: Purpose;
  houseType: string;
  bedrooms: string;
  /** The listing being edited. */
  exclude?: string;
}

/** Undefined until the area, type and bedrooms are known and the server has answered. */
export function useLikeListings({
  areaKey,
  purpose,
  houseType,
  bedrooms,
  exclude,
}: Like): Comparables | undefined {
  const beds = bedrooms.trim().toLowerCase() === 'studio' ? '0' : bedrooms.trim();
  const ready = Boolean(areaKey && houseType && /^\d{1,2}$/.test(beds));
  const { data } = useQuery({
    queryKey: ['admin', 'price-median', areaKey, purpose, houseType, beds, exclude ?? ''],
    queryFn: ({ signal }) =>
      fetchPriceMedian(
        { areaName: areaKey, for: purpose, house_type: houseType, bedrooms: beds, exclude },
        signal,
      ),
    enabled: ready,
    // Medians move slowly: one answer serves the whole editing session.
    staleTime: 5 * 60_000,
    // A failed look-up only loses a warning; the form works without it.
    retry: false,
    meta: { label: 'loading the median price of like listings' },
  });
  if (!ready || !data || data.median === null) return undefined;
  return {
    median: data.median,
    count: data.count,
    describe: describeLike(houseType, Number(beds), purpose, areaLabel(areaKey)),
  };
}
