/** One property in an area's row, with edit and delete icons. */
import type { Property } from '@manzil/contract';
import { formatPrice } from '@manzil/format';
import forms from '../../shared/ui/forms.module.css';
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
      <div className={styles.cardActions}>
        <button
          type="button"
          className={forms.iconButton}
          onClick={onEdit}
          disabled={disabled}
          aria-label={`Edit ${property.house_name}`}
          title="Edit"
        >
          <svg
            aria-hidden="true"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M12 20h9" />
            <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
          </svg>
        </button>
        <button
          type="button"
          className={`${forms.iconButton} ${forms.iconDanger}`}
          onClick={onDelete}
          disabled={disabled}
          aria-label={`Delete ${property.house_name}`}
          title="Delete"
        >
          <svg
            aria-hidden="true"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M3 6h18" />
            <path d="M8 6V4h8v2" />
            <path d="M19 6l-1 14H6L5 6" />
          </svg>
        </button>
      </div>
    </li>
  );
}
