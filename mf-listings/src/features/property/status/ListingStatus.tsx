/**
 * The listing's status on its page: a badge on the hero for every status, and for a home that is
 * spoken for or gone a notice a buyer cannot miss, before any price or form.
 */
import { isOffMarket, listingFacts, type ListingStatus, type Property } from '@manzil/contract';
import { useMessages } from '@manzil/i18n';
import styles from './ListingStatus.module.css';
import { statusMessages } from '../../../shared/listing/messages';

const NOTICES: Partial<Record<ListingStatus, keyof typeof statusMessages>> = {
  'under-offer': 'underOfferNotice',
  reserved: 'reservedNotice',
  sold: 'soldNotice',
  rented: 'rentedNotice',
};

/** `className`: the pill of the badges beside it (the page's), which reads the status's colours. */
export function ListingStatusBadge({ property, className = '' }: { property: Property; className?: string }) {
  const { status } = listingFacts(property);
  const t = useMessages(statusMessages);
  return (
    <span className={`${className} ${styles.badge} ${styles[status] ?? ''}`} data-status={status}>
      {t(status)}
    </span>
  );
}

export function ListingStatusNotice({ property }: { property: Property }) {
  const { status } = listingFacts(property);
  const t = useMessages(statusMessages);
  const notice = NOTICES[status];
  if (!notice) return null;
  return (
    <p className={`${styles.notice} ${isOffMarket(status) ? styles.closed : ''}`}>
      <strong className={styles.noticeTitle}>{t(status)}</strong> {t(notice)}
    </p>
  );
}
