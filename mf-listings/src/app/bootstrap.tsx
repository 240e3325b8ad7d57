/**
 * Standalone development harness: the remote's own pages with a router, as the shell places them (from the
 * page table), and the emirates section at the home page's path, where the shell shows it.
 */
import { pagePath } from '@manzil/contract';
import { pageRoutes, renderStandalone } from '@manzil/ui/standalone';
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
  [pagePath('home')]: <EmiratesSection />,
  ...pageRoutes('mf-listings', {
    SobhaPage: <SobhaPage />,
    PropertyPage: <PropertyPage />,
    AgentsPage: <AgentsPage />,
    AgentPage: <AgentPage />,
    FloorPlansPage: <FloorPlansPage />,
    SavedPage: <SavedPage />,
    ComparePage: <ComparePage />,
    CityPage: <CityPage />,
    AreaPage: <AreaPage />,
  }),
});
