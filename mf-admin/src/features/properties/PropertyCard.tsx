/** One property in an area's row, with edit and delete icons. */
import type { Property } from '@manzil/contract';
import { formatPrice } from '@manzil/format';
import { EditDeleteButtons } from '../../shared/ui/EditDeleteButtons';
import styles from './Properties.module.css';

interface PropertyCardProps {
  property: Property;
  disabled: boolean;
  onEdit(): void;
  onDelete(): void;
}

export function PropertyCard({ property, disabled, onEdit, onDelete }: PropertyCardProps) {
  return (
    <li className={styles.card}>
      <img
        className={styles.cardImage}
        src={property.imageurl}
        alt=""
        width={240}
        height={150}
        loading="lazy"
      />
      <div className={styles.cardBody}>
        <p className={styles.cardName}>{property.house_name}</p>
        <p className={styles.cardMeta}>
          <span className={styles.badge}>{property.for}</span> {property.house_type} · {property.bedrooms} bd
          · {property.bathrooms} ba
        </p>
        <p className={styles.cardPrice}>{formatPrice(property.price, property.for)}</p>
      </div>
      <EditDeleteButtons
        className={styles.cardActions}
        name={property.house_name}
        disabled={disabled}
        onEdit={onEdit}
        onDelete={onDelete}
        icons
      />
    </li>
  );
}
