/**
 * "Recently viewed": the homes this browser opened last, newest first (@manzil/saved-homes'
 * recently-viewed store), with a control to clear them. The browser's own list: the server and
 * hydration render nothing, and the strip sits at a page's foot, so appearing shifts nothing above it.
 */
import { Link } from 'react-router-dom';
import { clearViewed, useRecentlyViewed, type ViewedHome } from '@manzil/saved-homes';
import { formatBedrooms, formatPrice } from '@manzil/format';
import { useMessages, usePagePath } from '@manzil/i18n';
import { compactClass, FallbackImage, headingClass, outlineButtonClass } from '@manzil/ui';
import common from '../ui/common.module.css';
import styles from './RecentlyViewed.module.css';
import { recentlyViewedMessages } from './messages';

/** The strip, leaving out `exclude` (the home the page is about). */
export function RecentlyViewed({ exclude }: { exclude?: string }) {
  const t = useMessages(recentlyViewedMessages);
  const path = usePagePath();
  const homes = useRecentlyViewed().filter((h) => h.slug !== exclude);
  if (homes.length === 0) return null;
  const nameOf = (h: ViewedHome) => (t.locale === 'ar' && h.nameAr ? h.nameAr : h.name);
  return (
    <section className={`${common.container} ${styles.strip}`} aria-labelledby="recently-viewed-heading">
      <div className={styles.header}>
        <h2 id="recently-viewed-heading" className={`${headingClass} ${styles.title}`}>
          {t('heading')}
        </h2>
        <button
          type="button"
          className={`${outlineButtonClass} ${compactClass}`}
          onClick={clearViewed}
          aria-label={t('clearLabel')}
        >
          {t('clear')}
        </button>
      </div>
      <p className={styles.note}>{t('note')}</p>
      <ol className={styles.list} data-testid="recently-viewed">
        {homes.map((home) => (
          <li key={home.slug} className={styles.item}>
            <Link to={path('property', { propertySlug: home.slug })} className={styles.link}>
              <FallbackImage
                src={home.image}
                alt=""
                width={240}
                height={160}
                className={styles.photo}
                loading="lazy"
              />
              <span className={styles.name} lang={t.locale === 'ar' && !home.nameAr ? 'en' : undefined}>
                {nameOf(home)}
              </span>
              <span className={styles.price}>{formatPrice(home.price, home.for, t.locale)}</span>
              <span className={styles.beds}>{formatBedrooms(home.bedrooms, t.locale)}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
