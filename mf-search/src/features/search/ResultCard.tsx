import { Link } from 'react-router-dom';
import { PLACEHOLDER_IMAGE, type Property } from '@manzil/contract';
import { formatBathrooms, formatBedrooms, formatPrice, purposeBadge } from './formatPrice';
import styles from './ResultCard.module.css';

/** Falls back to the placeholder image once (SPEC section 8: image failures). */
const usePlaceholder = (event: React.SyntheticEvent<HTMLImageElement>) => {
  const img = event.currentTarget;
  if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
};

/** One search result: the card links to /contact (SPEC section 2) and offers the property page too. */
export function ResultCard({ property }: { property: Property }) {
  const name = property.house_name;
  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={property.imageurl || PLACEHOLDER_IMAGE}
          alt={`${name}, ${property.house_type} in ${property.location}`}
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
          onError={usePlaceholder}
        />
        <span className={styles.badge}>{purposeBadge(property.for)}</span>
      </div>
      <div className={styles.body}>
        <p className={styles.price}>{formatPrice(property.price, property.for)}</p>
        <h3 className={styles.name}>{name}</h3>
        <p className={styles.location}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.pin}>
            <path
              d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
            <circle cx="12" cy="9.5" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          {property.location}
        </p>
        <ul className={styles.facts} aria-label="Key facts">
          <li className={styles.chip}>{property.house_type}</li>
          <li>{formatBedrooms(property.bedrooms)}</li>
          <li>{formatBathrooms(property.bathrooms)}</li>
          {property.area !== undefined && <li>{`${property.area.toLocaleString('en-US')} sqft`}</li>}
        </ul>
        <div className={styles.actions}>
          <Link to="/contact" className={styles.primary}>
            Enquire now<span className={styles.srOnly}>{` about ${name}`}</span>
          </Link>
          <Link to={`/property/${property.slug}`} state={{ property }} className={styles.secondary}>
            View details<span className={styles.srOnly}>{` of ${name}`}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
