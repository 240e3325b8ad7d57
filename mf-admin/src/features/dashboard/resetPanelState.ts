/**
 * Drops everything the panel holds in memory: open modals, the row in inline edit, drafts, lists
 * and the saving flag. Run on sign-out and when the session expires, so nothing half-saved remains
 * for the next person who signs in on this page.
 */
import { useCityDataStore } from '../city-data/cityDataStore';
import { usePropertiesStore } from '../properties/propertiesStore';
import { useSavingStore } from '../../shared/saving/savingStore';

export function resetPanelState(): void {
  useCityDataStore.getState().reset();
  usePropertiesStore.getState().reset();
  useSavingStore.getState().reset();
}
