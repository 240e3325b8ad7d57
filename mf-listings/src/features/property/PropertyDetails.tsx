/** Summary bar, overview, description and details of a property (docs/glossary.md, "Property detail"). */
import { amenityLabel, hasBedrooms, isLand, type Property } from '@manzil/contract';
import type { ReactNode } from 'react';
import { useDisplayPrefs } from '@manzil/api-client';
import { formatAreaIn, formatPrice, formatPricePerSqft } from '@manzil/format';
import { useContent, useMessages } from '@manzil/i18n';
import { propertyMessages } from './messages';
import { PropertyOverview } from './PropertyOverview';
import { amenitiesOf, detailFacts, formatLayout, formatParking } from './propertyFormat';
import { ConvertedPrice } from './price/ConvertedPrice';
import styles from './PropertyPage.module.css';
import { accentButtonClass, needsScriptClass, panelClass, spreadClass } from '@manzil/ui';
import { Words } from '../../shared/ui/Words';

export function SummaryBar({ property, onContact }: { property: Property; onContact: () => void }) {
  const t = useMessages(propertyMessages);
  const { locale } = t;
  const perSqft = formatPricePerSqft(property.price, property.area, property.for, locale);
  // A plot of land has no rooms to count, a commercial unit no bedrooms (neither is a 'Studio').
  const baths = !isLand(property.house_type);
  const { area: unit } = useDisplayPrefs();
  const rows: (false | '' | undefined | [string, ReactNode])[] = [
    [
      t('price'),
      <>
        {formatPrice(property.price, property.for, locale)}
        <ConvertedPrice property={property} />
      </>,
    ],
    perSqft && [t('pricePerSqft'), perSqft],
    hasBedrooms(property.house_type) && [
      t('bedrooms'),
      property.bedrooms === 0 ? t('studio') : String(property.bedrooms),
    ],
    baths && [t('bathrooms'), String(property.bathrooms)],
    [t('layout'), formatAreaIn(property.area, unit, locale) ?? formatLayout(property.area, locale)],
    [t('parking'), formatParking(property.parking, locale)],
  ];
  const items = rows.filter((item): item is [string, ReactNode] => Array.isArray(item));
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
      {/* It scrolls to the form with the app's code; the form itself works without. */}
      <button
        type="button"
        className={`${accentButtonClass} ${styles.contactAgent} ${needsScriptClass}`}
        onClick={onContact}
      >
        {t('contactAgent')}
      </button>
    </div>
  );
}

export function PropertyInfo({ property }: { property: Property }) {
  const t = useMessages(propertyMessages);
  const content = useContent();
  const location = content(property, 'location');
  const facts = detailFacts(property, t.locale, location.text);
  const amenities = amenitiesOf(property);
  const overview = content(property, 'discription');
  const description = property.description?.trim() ? content(property, 'description') : null;
  return (
    <>
      <section className={`${panelClass} ${styles.card}`} aria-labelledby="overview-heading">
        <h2 id="overview-heading" className={styles.cardTitle}>
          {t('overview')}
        </h2>
        <PropertyOverview discription={overview.text} lang={overview.lang} />
      </section>
      <section className={`${panelClass} ${styles.card}`} aria-labelledby="description-heading">
        <h2 id="description-heading" className={styles.cardTitle}>
          {t('description')}
        </h2>
        <p className={styles.paragraph} lang={description?.lang}>
          {description?.text.trim() ? <Words shown={description} /> : t('defaultDescription')}
        </p>
      </section>
      {/* The spec's Details, grown into the portals' "property information": one list of facts. */}
      <section className={`${panelClass} ${styles.card}`} aria-labelledby="details-heading">
        <h2 id="details-heading" className={styles.cardTitle}>
          {t('details')}
        </h2>
        <dl className={styles.details}>
          {facts.map(({ label, value, note }) => (
            <div key={label} className={styles.detailRow}>
              <dt>{label}</dt>
              <dd lang={label === t('location') ? location.lang : undefined}>
                {label === t('location') ? <Words shown={{ ...location, text: value }} /> : value}
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
              {t('amenities')}
            </h3>
            {/* Amenities are staff-typed English: the catalogue's (amenities.ts) show in the page's
                language, any other is marked English. */}
            <ul className={styles.amenities} aria-labelledby="amenities-heading">
              {amenities.map((amenity) => {
                const label = amenityLabel(amenity, t.locale);
                return (
                  <li key={amenity} lang={label.lang}>
                    {label.text}
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
