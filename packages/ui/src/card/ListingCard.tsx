/**
 * The one property card: cover photo with its photo count, purpose and status badges, the price
 * (a rental's lease beside it) and the key facts (beds, baths, sqft, price per sqft; none of the
 * rooms for a plot). `summary` (area and Sobha pages, docs/glossary.md) adds the type chip, two-line
 * description and 'Location — x'; `facts` (search results) the location with a pin. Each page passes its own actions (links) as children, so their texts stay the page's,
 * and the visitor's tools (save, compare: `@manzil/saved-homes`) beside the price.
 */
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  hasBedrooms,
  isLand,
  isOffMarket,
  listingFacts,
  PHOTO_SIZES,
  type AreaUnit,
  type Property,
} from '@manzil/contract';
import {
  formatAreaIn,
  formatBathrooms,
  formatBedrooms,
  formatPhotoCount,
  formatPrice,
  formatPricePerSqft,
  isKnownPropertyType,
  listingStatusLabel,
  propertyTypeLabel,
  purposeLabel,
  rentPeriodLabel,
} from '@manzil/format';
import { useContent, useMessages, type Translate } from '@manzil/i18n';
import { cardMessages } from './messages';
import { icon } from '../icon/icon';
import { FallbackImage } from '../image/FallbackImage';
import { chipsClass, riseClass, spreadClass, stackClass } from '../styles/blocks';
import styles from './ListingCard.module.css';

const CameraIcon = icon(
  <>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <circle cx="12" cy="13" r="3.5" />
    <path d="M8 6l1.5-2h5L16 6" />
  </>,
  18,
);
const PinIcon = icon(
  <>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
  18,
);
/** The card's icons keep their square ends and corners (the shared icons round them). */
const SQUARE_STROKE = { strokeLinecap: 'butt', strokeLinejoin: 'miter' } as const;

export interface ListingCardProps {
  property: Property;
  layout: 'summary' | 'facts';
  /** Defaults to the house name. */
  imageAlt?: string;
  /** The card's links (ListingCardLink). */
  children: ReactNode;
  /** Buttons beside the price (save, compare). */
  tools?: ReactNode;
  /** The visitor's area unit (their display choice): sqm adds square metres beside the sqft. */
  areaUnit?: AreaUnit;
}

/** Beds, baths, size and price per sqft: a plot has no rooms to count, a commercial unit no bedrooms. */
/** `lang="en"` on a type typed by staff that has no translation: it is shown in English. */
const typeLang = (type: string, locale: string) =>
  locale !== 'en' && !isKnownPropertyType(type) ? 'en' : undefined;

function KeyFacts({
  property,
  type,
  t,
  areaUnit = 'sqft',
}: {
  property: Property;
  type: boolean;
  t: Translate<typeof cardMessages>;
  areaUnit?: AreaUnit;
}) {
  const { locale } = t;
  const area = formatAreaIn(property.area, areaUnit, locale);
  const perSqft = formatPricePerSqft(property.price, property.area, property.for, locale);
  const land = isLand(property.house_type);
  // How a rental is let; its price is always per month.
  const { rentPeriod } = listingFacts(property);
  return (
    <ul className={`${chipsClass} ${styles.facts}`} aria-label={t('keyFacts')}>
      {type && (
        <li className={styles.chip} lang={typeLang(property.house_type, locale)}>
          {propertyTypeLabel(property.house_type, locale)}
        </li>
      )}
      {hasBedrooms(property.house_type) && <li>{formatBedrooms(property.bedrooms, locale)}</li>}
      {!land && <li>{formatBathrooms(property.bathrooms, locale)}</li>}
      {area && <li>{area}</li>}
      {perSqft && <li>{perSqft}</li>}
      {rentPeriod && <li>{rentPeriodLabel(rentPeriod, locale)}</li>}
    </ul>
  );
}

/** The price alone on its line: a status or lease beside it wrapped the row on narrow cards. */
function Price({ property, t }: { property: Property; t: Translate<typeof cardMessages> }) {
  // A div, not a p: the card's first paragraph stays its two-line description (the spec's reading).
  return <div className={styles.price}>{formatPrice(property.price, property.for, t.locale)}</div>;
}

export function ListingCard({ property, layout, imageAlt, children, tools, areaUnit }: ListingCardProps) {
  const t = useMessages(cardMessages);
  const content = useContent();
  const name = content(property, 'house_name');
  const location = content(property, 'location');
  const description = content(property, 'discription');
  const { locale } = t;
  const titleId = `listing-card-${property._id}`;
  const { photos, status } = listingFacts(property);
  const offMarket = isOffMarket(status);
  // An available home needs no badge; any other status is said on the photo.
  const statusLabel = status === 'available' ? undefined : listingStatusLabel(status, locale);
  return (
    <article
      className={`${styles.card} ${riseClass} ${offMarket ? styles.offMarket : ''}`}
      aria-labelledby={titleId}
    >
      <div className={styles.media}>
        <FallbackImage
          src={property.imageurl}
          alt={imageAlt ?? name.text}
          width={600}
          height={400}
          sizes={PHOTO_SIZES.card}
          loading="lazy"
          decoding="async"
          className={styles.image}
        />
        <span className={styles.badge}>{purposeLabel(property.for, locale)}</span>
        {statusLabel && (
          <span className={`${styles.status} ${offMarket ? styles.statusClosed : ''}`}>{statusLabel}</span>
        )}
        {property.priceReduced && <span className={styles.reduced}>{t('priceReduced')}</span>}
        {photos.length > 1 && (
          <span className={styles.photoCount}>
            <CameraIcon className={styles.pin} {...SQUARE_STROKE} />
            {formatPhotoCount(photos.length, locale)}
          </span>
        )}
      </div>
      <div className={`${stackClass} ${styles.body}`}>
        {tools ? (
          <div className={`${spreadClass} ${styles.priceRow}`}>
            <Price property={property} t={t} />
            {tools}
          </div>
        ) : (
          <Price property={property} t={t} />
        )}
        {/* The name's own direction inside the heading (a staff-typed text); the heading keeps the page's. */}
        <h3 id={titleId} className={styles.title}>
          <span lang={name.lang} dir="auto">
            {name.text}
          </span>
        </h3>
        {layout === 'summary' ? (
          <>
            {property.house_type && (
              <span className={styles.chip} lang={typeLang(property.house_type, locale)}>
                {propertyTypeLabel(property.house_type, locale)}
              </span>
            )}
            <KeyFacts property={property} type={false} t={t} areaUnit={areaUnit} />
            <p className={styles.summary} lang={description.lang} dir="auto">
              {description.text}
            </p>
            <p className={styles.location}>
              {t.rich('location', {
                location: location.lang ? (
                  <span key="location" lang={location.lang}>
                    {location.text}
                  </span>
                ) : (
                  location.text
                ),
              })}
            </p>
          </>
        ) : (
          <>
            <p className={styles.location}>
              <PinIcon className={styles.pin} {...SQUARE_STROKE} />
              {location.lang ? <span lang={location.lang}>{location.text}</span> : location.text}
            </p>
            <KeyFacts property={property} type t={t} areaUnit={areaUnit} />
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
  /** Answers the click in place (preventDefault) instead of following the link. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}

export function ListingCardLink({
  to,
  property,
  tone = 'primary',
  children,
  onClick,
  ...aria
}: ListingCardLinkProps) {
  return (
    <Link
      to={to}
      state={property ? { property } : undefined}
      className={styles[tone]}
      onClick={onClick}
      {...aria}
    >
      {children}
    </Link>
  );
}
