/** Standalone development harness: the remote's own pages with a router, as the shell would place them. */
import { renderStandalone } from '@manzil/ui/standalone';
import EmiratesSection from './exposes/EmiratesSection';
import CityPage from './exposes/CityPage';
import AreaPage from './exposes/AreaPage';
import SobhaPage from './exposes/SobhaPage';
import PropertyPage from './exposes/PropertyPage';
import AgentsPage from './exposes/AgentsPage';
import AgentPage from './exposes/AgentPage';
import FloorPlansPage from './exposes/FloorPlansPage';
import SavedPage from './exposes/SavedPage';
import ComparePage from './exposes/ComparePage';

renderStandalone({
  '/': <EmiratesSection />,
  '/dubai/sobha': <SobhaPage />,
  '/property/:propertySlug': <PropertyPage />,
  '/find-my-agent': <AgentsPage />,
  '/find-my-agent/:agentSlug': <AgentPage />,
  '/floor-plans': <FloorPlansPage />,
  '/saved': <SavedPage />,
  '/compare': <ComparePage />,
  '/:cityName': <CityPage />,
  '/:cityName/:areaName': <AreaPage />,
});
