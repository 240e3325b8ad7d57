/**
 * The back office's pages, one per section, each in the back office's frame, so that each page is short
 * and its controls stay in view; the ADMIN PANEL (/admin/dashboard) is their overview.
 */
import { toAreaKey, type DashboardResponse } from '@manzil/contract';
import { AgentsSection } from '../agents/AgentsSection';
import { AuditLogSection } from '../audit-log/AuditLogSection';
import { CityDataSection } from '../city-data/CityDataSection';
import { useCityDataStore } from '../city-data/cityDataStore';
import { useCityEntries } from '../city-data/useCityEntries';
import { UpdateEmirateForm } from '../emirates/UpdateEmirateForm';
import { LeadsWorkspace } from '../enquiries/LeadsWorkspace';
import { ListingsSection } from '../properties/table/ListingsSection';
import { ReportsSection } from '../reports/ReportsSection';
import { UsersSection } from '../users/UsersSection';
import { BackOfficePage } from './BackOfficePage';

/** The listings table (its editor's area choice is the emirate chosen on the areas page, Dubai first). */
export function Listings({ defaultView = 'table' }: { defaultView?: 'table' | 'area' }) {
  const emirateKey = useCityDataStore((s) => s.emirateKey);
  const cityEntries = useCityEntries(emirateKey);
  const entries = cityEntries.status === 'loaded' ? cityEntries.entries : [];
  const areaChoices = entries.map((e) => ({ key: toAreaKey(e.name), label: e.name, emirate: emirateKey }));
  return <ListingsSection areaChoices={areaChoices} defaultView={defaultView} />;
}

export const ListingsPage = () => <BackOfficePage title="Listings">{() => <Listings />}</BackOfficePage>;

export const LeadsPage = () => <BackOfficePage title="Leads">{() => <LeadsWorkspace />}</BackOfficePage>;

export const AgentsPage = () => <BackOfficePage title="Agents">{() => <AgentsSection />}</BackOfficePage>;

export const AreasPage = () => (
  <BackOfficePage title="Emirates and areas" managersOnly>
    {() => (
      <>
        <UpdateEmirateForm />
        <CityDataSection />
      </>
    )}
  </BackOfficePage>
);

export const UsersPage = () => (
  <BackOfficePage title="Users" managersOnly>
    {(admin: DashboardResponse['admin']) => <UsersSection admin={admin} />}
  </BackOfficePage>
);

export const AuditPage = () => (
  <BackOfficePage title="Audit log" managersOnly>
    {() => <AuditLogSection />}
  </BackOfficePage>
);

export const ReportsPage = () => (
  <BackOfficePage title="Reports" managersOnly>
    {() => <ReportsSection />}
  </BackOfficePage>
);
