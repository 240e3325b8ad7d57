/**
 * The listing's status on its page: a badge on the hero for every status, and for a home that is
 * spoken for or gone a notice a buyer cannot miss, before any price or form.
 */
import {
  isOffMarket,
  listingFacts,
  LISTING_STATUS_LABELS,
  type ListingStatus,
  type Property,
} from '@manzil/contract';
import styles from './ListingStatus.module.css';

const NOTICES: Partial<Record<ListingStatus, string>> = {
  'under-offer':
    'The owner has accepted an offer on this home. You can still enquire: we will tell you if the sale falls through.',
  reserved:
    'A deposit has been paid to reserve this home. You can still enquire: we will tell you if it comes back on the market.',
  sold: 'This home has been sold and is no longer on the market.',
  rented: 'This home has been let and is no longer available to rent.',
};

/** `className`: the pill of the badges beside it (the page's), which reads the status's colours. */
export function ListingStatusBadge({ property, className = '' }: { property: Property; className?: string }) {
  const { status } = listingFacts(property);
  return (
    <span className={`${className} ${styles.badge} ${styles[status] ?? ''}`} data-status={status}>
      {LISTING_STATUS_LABELS[status]}
    </span>
  );
}

export function ListingStatusNotice({ property }: { property: Property }) {
  const { status } = listingFacts(property);
  const notice = NOTICES[status];
  if (!notice) return null;
  return (
    <p className={`${styles.notice} ${isOffMarket(status) ? styles.closed : ''}`}>
      <strong className={styles.noticeTitle}>{LISTING_STATUS_LABELS[status]}</strong> {notice}
    </p>
  );
}
