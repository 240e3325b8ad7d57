/**
 * The property to show: the record handed over with the navigation (no fetch), otherwise the
 * fallback fetch by slug from any area (docs/glossary.md).
 */
import { useLocation } from 'react-router-dom';
import { propertyBySlugQuery, useQuery } from '@manzil/api-client';
import type { Property } from '@manzil/contract';
import { remoteData, type RemoteData } from '../../shared/api/remoteData';

function recordFromState(state: unknown, slug: string): Property | null {
  if (!state || typeof state !== 'object' || !('property' in state)) return null;
  const property = (state as { property: unknown }).property;
  if (!property || typeof property !== 'object') return null;
  const candidate = property as Partial<Property>;
  // A record for another page (e.g. a stale history entry) must not be shown under this URL.
  return typeof candidate._id === 'string' && candidate.slug === slug ? (candidate as Property) : null;
}

export function usePropertyRecord(slug: string): RemoteData<Property | null> {
  const location = useLocation();
  const handedOver = recordFromState(location.state, slug);
  // A handed-over record needs no request.
  const fetched = remoteData(useQuery({ ...propertyBySlugQuery(slug), enabled: !handedOver }));
  return handedOver ? { status: 'success', data: handedOver } : fetched;
}
