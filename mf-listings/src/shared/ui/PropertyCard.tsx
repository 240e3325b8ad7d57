/** One property on the area and Sobha pages (SPEC section 2, "Area page"). */
import { Link } from 'react-router-dom';
import type { Property } from '@manzil/contract';
import { purposeLabel } from '../format/purpose';
import { FallbackImage } from './FallbackImage';
import styles from './PropertyCard.module.css';

export function PropertyCard({ property }: { property: Property }) {
  const titleId = `property-card-${property._id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <FallbackImage
          src={property.imageurl}
          alt={property.house_name}
          width={600}
          height={400}
          loading="lazy"
          decoding="async"
          className={styles.image}
        />
        <span className={styles.badge}>{purposeLabel(property.for)}</span>
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {property.house_name}
        </h3>
        {property.house_type && <span className={styles.chip}>{property.house_type}</span>}
        <p className={styles.text}>{property.discription}</p>
        <p className={styles.location}>Location — {property.location}</p>
        {/* The whole record travels with the navigation, so the property page needs no fetch. */}
        <Link
          to={`/property/${property.slug}`}
          state={{ property }}
          className={styles.view}
          aria-label={`View ${property.house_name}`}
        >
          View
        </Link>
      </div>
    </article>
  );
}
