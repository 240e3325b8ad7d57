/**
 * Drops everything the panel holds in memory: open modals, the row in inline edit, drafts, the
 * lists read from the server and the writes under way (the query client's caches), the toasts. Run on sign-out and when the session expires,
 * so nothing half-saved or read with the old token remains for the next person who signs in.
 */
import type { QueryClient } from '@manzil/api-client';
import { useCityDataStore } from '../city-data/cityDataStore';
import { usePropertiesStore } from '../properties/propertiesStore';
import { useToastStore } from '../../shared/feedback/toastStore';

export function resetPanelState(queryClient: QueryClient): void {
  useCityDataStore.getState().reset();
  usePropertiesStore.getState().reset();
  useToastStore.getState().clear();
  queryClient.clear();
}
