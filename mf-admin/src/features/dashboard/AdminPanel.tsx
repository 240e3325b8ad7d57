/**
 * The ADMIN PANEL at /admin/dashboard: the back office's overview. A few figures of the last 30 days and
 * one card per section, each a link to its own page; the sections themselves (Update Emirates, View City
 * Data, Properties, Enquiries, Agents...) live on their pages, so that no page grows with every section.
 */
import { Link } from 'react-router-dom';
import type { DashboardResponse } from '@manzil/contract';
import { pagePath } from '@manzil/contract';
import { useMessages } from '@manzil/i18n';
import { mutedTextClass, spreadClass, tilesClass } from '@manzil/ui';
import { LoadError } from '../../shared/ui/LoadError';
import { Skeleton } from '../../shared/ui/Skeleton';
import { useNewLeadsCount } from '../enquiries/leadsApi';
import { useReports } from '../reports/reportsApi';
import figureStyles from '../../shared/ui/figures.module.css';
import styles from './AdminPanel.module.css';
import { navFor, type NavItem } from './BackOfficeLayout';
import { dashboardMessages } from './messages';

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

const number = new Intl.NumberFormat('en-US');

type Hint = keyof typeof dashboardMessages;

/** What each section's card says it holds. */
const HINTS: Partial<Record<NavItem['page'], Hint>> = {
  adminListings: 'listingsHint',
  adminLeads: 'leadsHint',
  adminAgents: 'agentsHint',
  adminAreas: 'areasHint',
  adminReports: 'reportsHint',
  adminAudit: 'auditHint',
  adminUsers: 'usersHint',
  adminCurrencyRates: 'ratesHint',
};

/** The period's headline figures (the reports' own read), each linking to where it is worked on. */
function Figures() {
  const t = useMessages(dashboardMessages);
  const reports = useReports({});
  const newLeads = useNewLeadsCount();
  const data = reports.data;
  if (reports.isError)
    return <LoadError message={t('figuresLoadFailed')} onRetry={() => void reports.refetch()} />;
  if (!data) return <Skeleton label={t('figuresLoading')} variant="text" count={2} />;
  const available = data.listings.byStatus.find((row) => row.key === 'available')?.count ?? 0;
  const figures: [label: string, value: number, to: string][] = [
    [t('newLeads'), newLeads.data ?? 0, pagePath('adminLeads')],
    [t('enquiries'), data.enquiries.total, pagePath('adminReports')],
    [t('waiting'), data.firstResponse.waiting, pagePath('adminLeads')],
    [t('available'), available, pagePath('adminListings')],
    [t('views'), data.views.total, pagePath('adminReports')],
  ];
  return (
    <dl className={`${figureStyles.figures} ${styles.figures}`}>
      {figures.map(([label, value, to]) => (
        <div key={label} className={figureStyles.figure}>
          <dt>
            <Link to={to} className={styles.figureLink}>
              {label}
            </Link>
          </dt>
          <dd>{number.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AdminPanel({ admin, lastBackup }: AdminPanelProps) {
  const t = useMessages(dashboardMessages);
  const sections = navFor(admin).filter((item) => item.page !== 'dashboard');
  return (
    <div className={styles.overview}>
      <header>
        <h1 className={styles.title}>ADMIN PANEL</h1>
        <p className={`${mutedTextClass} ${styles.backup}`}>{backupLine(lastBackup)}</p>
      </header>
      <section className={styles.block} aria-labelledby="overview-figures">
        <div className={`${spreadClass} ${styles.blockHead}`}>
          <h2 id="overview-figures">{t('figuresTitle')}</h2>
          <Link to={pagePath('adminReports')}>{t('seeReports')}</Link>
        </div>
        <Figures />
      </section>
      <section className={styles.block} aria-labelledby="overview-sections">
        <h2 id="overview-sections">{t('sectionsTitle')}</h2>
        <ul className={`${tilesClass} ${styles.cards}`}>
          {sections.map((item) => {
            const hint = HINTS[item.page];
            return (
              <li key={item.page} className={styles.card}>
                <Link to={pagePath(item.page)} className={styles.cardLink}>
                  {item.label}
                </Link>
                {hint && <p>{t(hint)}</p>}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
