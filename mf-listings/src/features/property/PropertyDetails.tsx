/** Summary bar, overview, description and details of a property (docs/glossary.md, "Property detail"). */
import { hasBedrooms, isLand, type Property } from '@manzil/contract';
import { formatPrice, formatPricePerSqft } from '@manzil/format';
import { PropertyOverview } from './PropertyOverview';
import { amenitiesOf, detailFacts, formatLayout, formatParking } from './propertyFormat';
import styles from './PropertyPage.module.css';
import { accentButtonClass, panelClass, spreadClass } from '@manzil/ui';

export const DEFAULT_DESCRIPTION =
  'This property is presented by our team of local experts. Contact us for a private viewing and the full details.';

const bedroomsText = (n: number) => (n === 0 ? 'Studio' : String(n));

export function SummaryBar({ property, onContact }: { property: Property; onContact: () => void }) {
  const perSqft = formatPricePerSqft(property.price, property.area, property.for);
  // A plot of land has no rooms to count, a commercial unit no bedrooms (neither is a 'Studio').
  const baths = !isLand(property.house_type);
  const items = [
    ['Price', formatPrice(property.price, property.for)],
    perSqft && ['Price per sqft', perSqft],
    hasBedrooms(property.house_type) && ['Bedrooms', bedroomsText(property.bedrooms)],
    baths && ['Bathrooms', String(property.bathrooms)],
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
      <button type="button" className={`${accentButtonClass} ${styles.contactAgent}`} onClick={onContact}>
        Contact Agent
      </button>
    </div>
  );
}

export function PropertyInfo({ property }: { property: Property }) {
  const facts = detailFacts(property);
  const amenities = amenitiesOf(property);
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
      {/* The spec's Details, grown into the portals' "property information": one list of facts. */}
      <section className={`${panelClass} ${styles.card}`} aria-labelledby="details-heading">
        <h2 id="details-heading" className={styles.cardTitle}>
          Details
        </h2>
        <dl className={styles.details}>
          {facts.map(({ label, value, note }) => (
            <div key={label} className={styles.detailRow}>
              <dt>{label}</dt>
              <dd>
                {value}
                {note && (
                  <>
                    {' '}
                    <span className={styles.detailNote}>{note}</span>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
        {amenities.length > 0 && (
          <>
            <h3 id="amenities-heading" className={styles.subTitle}>
              Amenities
            </h3>
            <ul className={styles.amenities} aria-labelledby="amenities-heading">
              {amenities.map((amenity) => (
                <li key={amenity}>{amenity}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
