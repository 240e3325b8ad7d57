/**
 * The one property card. `summary` (area and Sobha pages, docs/glossary.md): type chip, two-line
 * description and 'Location — x'. `facts` (search results): price, location with a pin and the key
 * facts. Each page passes its own actions (links) as children, so their texts stay the page's.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PHOTO_SIZES, type Property } from '@manzil/contract';
import { formatArea, formatBathrooms, formatBedrooms, formatPrice, purposeLabel } from '@manzil/format';
import { FallbackImage } from '../image/FallbackImage';
import { riseClass } from '../styles/blocks';
import styles from './ListingCard.module.css';

export interface ListingCardProps {
  property: Property;
  layout: 'summary' | 'facts';
  /** Defaults to the house name. */
  imageAlt?: string;
  /** The card's links (ListingCardLink). */
  children: ReactNode;
}

export function ListingCard({ property, layout, imageAlt, children }: ListingCardProps) {
  const titleId = `listing-card-${property._id}`;
  const area = formatArea(property.area);
  return (
    <article className={`${styles.card} ${riseClass}`} aria-labelledby={titleId}>
      <div className={styles.media}>
        <FallbackImage
          src={property.imageurl}
          alt={imageAlt ?? property.house_name}
          width={600}
          height={400}
          sizes={PHOTO_SIZES.card}
          loading="lazy"
          decoding="async"
          className={styles.image}
        />
        <span className={styles.badge}>{purposeLabel(property.for)}</span>
      </div>
      <div className={styles.body}>
        {layout === 'facts' && <p className={styles.price}>{formatPrice(property.price, property.for)}</p>}
        <h3 id={titleId} className={styles.title}>
          {property.house_name}
        </h3>
        {layout === 'summary' ? (
          <>
            {property.house_type && <span className={styles.chip}>{property.house_type}</span>}
            <p className={styles.summary}>{property.discription}</p>
            <p className={styles.location}>Location — {property.location}</p>
          </>
        ) : (
          <>
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
              {area && <li>{area}</li>}
            </ul>
          </>
        )}
        <div className={styles.actions}>{children}</div>
      </div>
    </article>
  );
}

export interface ListingCardLinkProps {
  to: string;
  /** The property record handed to the next screen, so the property page needs no fetch. */
  property?: Property;
  tone?: 'primary' | 'secondary';
  'aria-label'?: string;
  children: ReactNode;
}

export function ListingCardLink({ to, property, tone = 'primary', children, ...aria }: ListingCardLinkProps) {
  return (
    <Link to={to} state={property ? { property } : undefined} className={styles[tone]} {...aria}>
      {children}
    </Link>
  );
}
