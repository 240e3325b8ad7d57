/** One property in an area's row, with edit and delete icons. */
import type { Property } from '@manzil/contract';
import { formatPrice } from '@manzil/format';
import { EditDeleteButtons, type EditDeleteButtonsProps } from '../../shared/ui/EditDeleteButtons';
import { listingLockedReason, useSeat } from '../../shared/seat/seat';
import { Thumb } from '../../shared/ui/Thumb';
import styles from './Properties.module.css';

/** The property, and what its edit and delete buttons do (the buttons are named after it). */
type PropertyCardProps = { property: Property } & Required<
  Pick<EditDeleteButtonsProps, 'disabled' | 'onEdit' | 'onDelete'>
>;

export function PropertyCard({ property, disabled, ...buttons }: PropertyCardProps) {
  const locked = listingLockedReason(useSeat(), property);
  return (
    <li className={styles.card}>
      <Thumb className={styles.cardImage} src={property.imageurl} width={240} height={120} />
      <div className={styles.cardBody}>
        <p className={styles.cardName}>{property.house_name}</p>
        <p className={styles.cardMeta}>
          <span className={styles.badge}>{property.for}</span> {property.house_type} · {property.bedrooms} bd
          · {property.bathrooms} ba
        </p>
        <p className={styles.cardPrice}>{formatPrice(property.price, property.for)}</p>
        {locked && <p className={styles.cardMeta}>{locked}</p>}
      </div>
      <EditDeleteButtons
        className={styles.cardActions}
        name={property.house_name}
        icons
        disabled={disabled || locked !== null}
        {...buttons}
      />
    </li>
  );
}
