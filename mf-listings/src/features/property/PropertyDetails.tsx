/** Summary bar, overview, description and details of a property (docs/glossary.md, "Property detail"). */
import { isLand, type Property } from '@manzil/contract';
import { formatPrice, formatPricePerSqft, purposeLabel } from '@manzil/format';
import { PropertyOverview } from './PropertyOverview';
import { formatLayout, formatParking, referenceId } from './propertyFormat';
import styles from './PropertyPage.module.css';
import { panelClass, spreadClass } from '@manzil/ui';

export const DEFAULT_DESCRIPTION =
  'This property is presented by our team of local experts. Contact us for a private viewing and the full details.';

const bedroomsText = (n: number) => (n === 0 ? 'Studio' : String(n));

export function SummaryBar({ property, onContact }: { property: Property; onContact: () => void }) {
  const perSqft = formatPricePerSqft(property.price, property.area, property.for);
  // A plot of land has no rooms to count (not 'Studio').
  const rooms = !isLand(property.house_type);
  const items = [
    ['Price', formatPrice(property.price, property.for)],
    perSqft && ['Price per sqft', perSqft],
    rooms && ['Bedrooms', bedroomsText(property.bedrooms)],
    rooms && ['Bathrooms', String(property.bathrooms)],
    ['Layout', formatLayout(property.area)],
    ['Parking', formatParking(property.parking)],
  ].filter((item): item is [string, string] => Array.isArray(item));
  return (
    <div className={`${spreadClass} ${styles.summary}`}>
      <dl className={styles.summaryList}>
        {items.map(([label, value]) => (
          <div key={label} className={styles.summaryItem}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className={styles.contactAgent} onClick={onContact}>
        Contact Agent
      </button>
    </div>
  );
}

export function PropertyInfo({ property }: { property: Property }) {
  const details: [string, string][] = [
    ['Property Type', property.house_type],
    ['Status', purposeLabel(property.for)],
    ['Location', String(property.location ?? '')],
    ['Reference ID', referenceId(property._id)],
  ];
  return (
    <>
      <section className={`${panelClass} ${styles.card}`} aria-labelledby="overview-heading">
        <h2 id="overview-heading" className={styles.cardTitle}>
          Overview
        </h2>
        <PropertyOverview discription={property.discription} />
      </section>
      <section className={`${panelClass} ${styles.card}`} aria-labelledby="description-heading">
        <h2 id="description-heading" className={styles.cardTitle}>
          Description
        </h2>
        <p className={styles.paragraph}>{property.description?.trim() || DEFAULT_DESCRIPTION}</p>
      </section>
      <section className={`${panelClass} ${styles.card}`} aria-labelledby="details-heading">
        <h2 id="details-heading" className={styles.cardTitle}>
          Details
        </h2>
        <dl className={styles.details}>
          {details.map(([label, value]) => (
            <div key={label} className={styles.detailRow}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
