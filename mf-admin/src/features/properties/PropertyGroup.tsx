/** One area's property row: heading, Add New Entry, and its cards. */
import type { Property } from '@manzil/contract';
import forms from '../../shared/ui/forms.module.css';
import { PropertyCard } from './PropertyCard';
import styles from './Properties.module.css';
import { areaLabel } from './propertiesStore';
import { labelNoteClass, spreadClass } from '@manzil/ui';

interface PropertyGroupProps {
  areaName: string;
  properties: Property[];
  disabled: boolean;
  onAdd(): void;
  onEdit(property: Property): void;
  onDelete(property: Property): void;
}

export function PropertyGroup({
  areaName,
  properties,
  disabled,
  onAdd,
  onEdit,
  onDelete,
}: PropertyGroupProps) {
  const label = areaLabel(areaName);
  const headingId = `property-group-${areaName}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div className={`${spreadClass} ${styles.groupHead}`}>
        <h3 id={headingId} className={styles.groupTitle}>
          {label} <span className={labelNoteClass}>({properties.length})</span>
        </h3>
        <button
          type="button"
          className={forms.buttonSecondary}
          onClick={onAdd}
          disabled={disabled}
          aria-label={`Add New Entry to ${label}`}
        >
          Add New Entry
        </button>
      </div>
      {properties.length === 0 ? (
        <p className={styles.empty}>No properties in this area yet.</p>
      ) : (
        <ul className={styles.row}>
          {properties.map((p) => (
            <PropertyCard
              key={p._id}
              property={p}
              disabled={disabled}
              onEdit={() => onEdit(p)}
              onDelete={() => onDelete(p)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
