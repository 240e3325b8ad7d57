/**
 * The property to show: the record handed over with the navigation (no fetch), otherwise the
 * fallback fetch by slug from any area (SPEC sections 4 and 7).
 */
import { useLocation } from 'react-router-dom';
import type { Property } from '@manzil/contract';
import { fetchPropertyBySlug } from '../../shared/api/listingsApi';
import { useRemoteData, type RemoteData } from '../../shared/hooks/useRemoteData';

function recordFromState(state: unknown, slug: string): Property | null {
  if (!state || typeof state !== 'object' || !('property' in state)) return null;
  const property = (state as { property: unknown }).property;
  if (!property || typeof property !== 'object') return null;
  const candidate = property as Partial<Property>;
  // A record for another page (e.g. a stale history entry) must not be shown under this URL.
  return typeof candidate._id === 'string' && candidate.slug === slug ? (candidate as Property) : null;
}

const loadNothing = () => Promise.resolve(null);

export function usePropertyRecord(slug: string): RemoteData<Property | null> {
  const location = useLocation();
  const handedOver = recordFromState(location.state, slug);
  const fetched = useRemoteData(
    handedOver ? `handed:${slug}` : `slug:${slug}`,
    handedOver ? loadNothing : () => fetchPropertyBySlug(slug),
    `loading the property ${slug}`,
  );
  return handedOver ? { status: 'success', data: handedOver } : fetched;
}
