/**
 * The ADMIN PANEL: composes the panel's sections. The dashboard is the one feature that knows
 * the others; it hands the selected emirate's areas to the property form as plain props.
 */
import type { DashboardResponse } from '@manzil/contract';
import { toAreaKey } from '@manzil/contract';
import { Toaster } from '../../shared/feedback/Toaster';
import { AgentsSection } from '../agents/AgentsSection';
import { CityDataSection } from '../city-data/CityDataSection';
import { useCityDataStore } from '../city-data/cityDataStore';
import { useCityEntries } from '../city-data/useCityEntries';
import { UpdateEmirateForm } from '../emirates/UpdateEmirateForm';
import { LeadsInbox } from '../enquiries/LeadsInbox';
import { NewLeadsBadge } from '../enquiries/NewLeadsBadge';
import { ListingsSection } from '../properties/table/ListingsSection';
import styles from './AdminPanel.module.css';
import { spreadClass } from '@manzil/ui';

interface AdminPanelProps {
  admin: DashboardResponse['admin'];
  lastBackup: DashboardResponse['lastBackup'];
}

const backupTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dubai',
});

/** The newest backup's time (UAE) and size, in one sentence. */
export function backupLine(lastBackup: DashboardResponse['lastBackup']): string {
  if (!lastBackup) return 'No backup has been made yet.';
  const mb = lastBackup.bytes / (1024 * 1024);
  const size = mb >= 1 ? `${mb.toFixed(1)} MB` : `${Math.max(1, Math.round(lastBackup.bytes / 1024))} KB`;
  return `Last backup: ${backupTime.format(new Date(lastBackup.at))} UAE time (${size}).`;
}

/** The sections' ids (their anchors) and the names the header's links give them, in page order. */
const SECTIONS: [id: string, label: string][] = [
  ['update-emirates', 'Emirates'],
  ['city-data', 'City data'],
  ['properties', 'Properties'],
  ['enquiries', 'Enquiries'],
  ['agents', 'Agents'],
];

export function AdminPanel({ admin, lastBackup }: AdminPanelProps) {
  const emirateKey = useCityDataStore((s) => s.emirateKey);
  const cityEntries = useCityEntries(emirateKey);
  const entries = cityEntries.status === 'loaded' ? cityEntries.entries : [];
  const areaChoices = entries.map((e) => ({ key: toAreaKey(e.name), label: e.name, emirate: emirateKey }));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={`${spreadClass} ${styles.headerInner}`}>
          <div>
            <h1 className={styles.title}>ADMIN PANEL</h1>
            <p className={styles.signedIn}>
              Signed in as <strong>{admin.username}</strong>
            </p>
            <p className={styles.signedIn}>{backupLine(lastBackup)}</p>
          </div>
        </div>
        <nav className={styles.sectionNav} aria-label="Admin sections">
          {SECTIONS.map(([id, label]) => (
            <a key={id} href={`#${id}`}>
              {label}
              {id === 'enquiries' && <NewLeadsBadge />}
            </a>
          ))}
        </nav>
      </header>
      <div className={styles.content}>
        <UpdateEmirateForm />
        <CityDataSection />
        <ListingsSection areaChoices={areaChoices} />
        <LeadsInbox />
        <AgentsSection />
      </div>
      <Toaster />
    </div>
  );
}
