/** The count of new leads beside "Enquiries" in the panel's navigation (refreshed every minute). */
import { countPillClass } from '@manzil/ui';
import { useNewLeadsCount } from './leadsApi';
import styles from './Leads.module.css';

export function NewLeadsBadge() {
  const { data: count } = useNewLeadsCount();
  if (!count) return null;
  return (
    <span className={`${countPillClass} ${styles.badge}`} data-testid="new-leads-count">
      {count} new
    </span>
  );
}
