/**
 * "New on the market" on the home page: the newest available listings of each purpose,
 * between the search and the emirates. Server-rendered from its load (app/exposes); the cards are
 * the shared ListingCard, the links plain links (they work before the app has started).
 */
import { FEATURED_PER_PURPOSE, featuredQuery, useQuery } from '@manzil/api-client';
import { pagePath, type Property, type Purpose } from '@manzil/contract';
import {
  eyebrowClass,
  ListingCard,
  ListingCardLink,
  skeletonClass,
  tilesClass,
  titleClass,
  VisuallyHidden,
} from '@manzil/ui';
import { HomeActions } from '@manzil/saved-homes';
import cardGrid from '../../shared/cardGrid.module.css';
import styles from './FeaturedListings.module.css';

const GROUPS: readonly { purpose: Purpose; title: string; all: string; allLabel: string }[] = [
  { purpose: 'Buy', title: 'For sale', all: '/?purpose=Buy&sort=newest', allLabel: 'See all homes for sale' },
  { purpose: 'Rent', title: 'To rent', all: '/?purpose=Rent&sort=newest', allLabel: 'See all homes to rent' },
];

function Group({ purpose, title, all, allLabel }: (typeof GROUPS)[number]) {
  const query = useQuery(featuredQuery(purpose));
  // A group that cannot be read (or has nothing) is left out: the row is a convenience.
  if (query.isError || (query.isSuccess && query.data.items.length === 0)) return null;
  const headingId = `mfs-featured-${purpose.toLowerCase()}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div className={styles.groupHeader}>
        <h3 id={headingId} className={styles.groupTitle}>
          {title}
        </h3>
        <a className={styles.all} href={all}>
          {allLabel}
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
  const name = property.house_name;
  return (
    <li>
      <ListingCard
        property={property}
        layout="facts"
        imageAlt={`${name}, ${property.house_type} in ${property.location}`}
        tools={<HomeActions home={property} />}
      >
        <ListingCardLink to={pagePath('property', { propertySlug: property.slug })} property={property}>
          View details<VisuallyHidden>{` of ${name}`}</VisuallyHidden>
        </ListingCardLink>
      </ListingCard>
    </li>
  );
}

export default function FeaturedListings() {
  return (
    <section className={styles.featured} aria-labelledby="mfs-featured-heading">
      <div className={styles.inner}>
        <p className={eyebrowClass}>Just listed</p>
        <h2 id="mfs-featured-heading" className={`${titleClass} ${styles.heading}`}>
          New on the market
        </h2>
        {GROUPS.map((group) => (
          <Group key={group.purpose} {...group} />
        ))}
      </div>
    </section>
  );
}
