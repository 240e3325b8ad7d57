/**
 * /saved: the homes this browser saved with the heart, read fresh from the API (price and status may
 * have changed since). A home sold, let or taken off the site says so, with a way to remove it. The
 * server renders the frame only (it cannot know the list); the browser fills it in.
 */
import { Link } from 'react-router-dom';
import { useDisplayPrefs } from '@manzil/api-client';
import { isOffMarket, listingFacts, type Property } from '@manzil/contract';
import { useContent, useMessages, usePagePath } from '@manzil/i18n';
import { HomeActions, removeSaved, useSavedList } from '@manzil/saved-homes';
import { ListingCard, tilesClass } from '@manzil/ui';
import { KeptHomesPage, RemoveButton } from '../../shared/ui/KeptHomesPage';
import { ViewHomeLink } from '../../shared/ui/ViewHomeLink';
import { savedMessages } from './messages';
import styles from './SavedPage.module.css';

function OffMarketNote({ home }: { home: Property }) {
  const { status } = listingFacts(home);
  const t = useMessages(savedMessages);
  const name = useContent()(home, 'house_name').text;
  if (!isOffMarket(status)) return null;
  return (
    <p className={styles.note}>
      {status === 'sold' ? t('sold') : t('let')}{' '}
      <RemoveButton aria-label={t('remove', { name })} onClick={() => removeSaved(home.slug)}>
        {t('removeText')}
      </RemoveButton>
    </p>
  );
}

export default function SavedPage() {
  const list = useSavedList();
  const t = useMessages(savedMessages);
  const path = usePagePath();
  const { area: areaUnit } = useDisplayPrefs();
  return (
    <KeptHomesPage
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={<p>{t('intro')}</p>}
      list={list}
      loading={t('loading')}
      failed={t('failed')}
      empty={{ title: t('emptyTitle'), text: t('emptyText'), to: path('home'), link: t('find') }}
      remove={{ text: t('removeText'), label: (name) => t('remove', { name }), onRemove: removeSaved }}
      lead={
        <p className={styles.count} role="status">
          {t('count', { count: list.length })}
        </p>
      }
    >
      {(homes) => (
        <>
          <ul className={`${tilesClass} ${styles.grid}`}>
            {homes.map((home) => (
              <li key={home._id}>
                <ListingCard
                  property={home}
                  layout="facts"
                  areaUnit={areaUnit}
                  tools={<HomeActions home={home} />}
                >
                  <OffMarketNote home={home} />
                  <ViewHomeLink home={home} />
                </ListingCard>
              </li>
            ))}
          </ul>
          <p className={styles.next}>
            <Link to={path('compare')}>{t('compare')}</Link>
          </p>
        </>
      )}
    </KeptHomesPage>
  );
}
