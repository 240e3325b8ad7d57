/**
 * "New on the market" on the home page: the newest available listings of each purpose,
 * between the search and the emirates. Server-rendered from its load (app/exposes); the cards are
 * the shared ListingCard, the links plain links (they work before the app has started).
 */
import { FEATURED_PER_PURPOSE, featuredQuery, useDisplayPrefs, useQuery } from '@manzil/api-client';
import type { Property, Purpose } from '@manzil/contract';
import { propertyTypeLabel } from '@manzil/format';
import { useContent, useMessages, usePagePath } from '@manzil/i18n';
import {
  eyebrowClass,
  ListingCard,
  ListingCardLink,
  skeletonClass,
  spreadClass,
  tilesClass,
  titleClass,
  VisuallyHidden,
} from '@manzil/ui';
import { HomeActions } from '@manzil/saved-homes';
import cardGrid from '../../shared/cardGrid.module.css';
import { CardPhoneLinks } from '../../shared/CardContact';
import styles from './FeaturedListings.module.css';
import { featuredMessages } from './messages';

const GROUPS = [
  { purpose: 'Buy', title: 'forSale', all: '?purpose=Buy&sort=newest', allLabel: 'allForSale' },
  { purpose: 'Rent', title: 'toRent', all: '?purpose=Rent&sort=newest', allLabel: 'allToRent' },
] as const satisfies readonly { purpose: Purpose; title: string; all: string; allLabel: string }[];

function Group({ purpose, title, all, allLabel }: (typeof GROUPS)[number]) {
  const t = useMessages(featuredMessages);
  const path = usePagePath();
  const query = useQuery(featuredQuery(purpose));
  // A group that cannot be read (or has nothing) is left out: the row is a convenience.
  if (query.isError || (query.isSuccess && query.data.items.length === 0)) return null;
  const headingId = `mfs-featured-${purpose.toLowerCase()}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div className={`${spreadClass} ${styles.groupHeader}`}>
        <h3 id={headingId} className={styles.groupTitle}>
          {t(title)}
        </h3>
        <a className={styles.all} href={`${path('home')}${all}`}>
          {t(allLabel)}
        </a>
      </div>
      <ul className={`${tilesClass} ${styles.grid}`} aria-busy={query.isPending}>
        {query.isPending
          ? Array.from({ length: FEATURED_PER_PURPOSE }, (_, i) => (
              <li key={i} className={`${skeletonClass} ${cardGrid.cardSkeleton}`} aria-hidden="true" />
            ))
          : query.data.items.map((property) => <Card key={property._id} property={property} />)}
      </ul>
    </section>
  );
}

function Card({ property }: { property: Property }) {
  const t = useMessages(featuredMessages);
  const path = usePagePath();
  const content = useContent();
  const name = content(property, 'house_name').text;
  const location = content(property, 'location').text;
  const { area: areaUnit } = useDisplayPrefs();
  return (
    <li>
      <ListingCard
        property={property}
        layout="facts"
        areaUnit={areaUnit}
        imageAlt={t('imageAlt', { name, type: propertyTypeLabel(property.house_type, t.locale), location })}
        tools={<HomeActions home={property} />}
      >
        <ListingCardLink to={path('property', { propertySlug: property.slug })} property={property}>
          {t('viewDetails')}
          <VisuallyHidden>{t('viewDetailsOf', { name })}</VisuallyHidden>
        </ListingCardLink>
        <CardPhoneLinks property={property} name={name} />
      </ListingCard>
    </li>
  );
}

export default function FeaturedListings() {
  const t = useMessages(featuredMessages);
  return (
    <section className={styles.featured} aria-labelledby="mfs-featured-heading">
      <div className={styles.inner}>
        <p className={eyebrowClass}>{t('eyebrow')}</p>
        <h2 id="mfs-featured-heading" className={`${titleClass} ${styles.heading}`}>
          {t('heading')}
        </h2>
        {GROUPS.map((group) => (
          <Group key={group.purpose} {...group} />
        ))}
      </div>
    </section>
  );
}
