/**
 * /saved: the homes this browser saved with the heart, read fresh from the API (price and status may
 * have changed since). A home sold, let or taken off the site says so, with a way to remove it. The
 * server renders the frame only (it cannot know the list); the browser fills it in.
 */
import { Link } from 'react-router-dom';
import { isOffMarket, listingFacts, pagePath, type Property } from '@manzil/contract';
import { HomeActions, removeSaved, useSavedList } from '@manzil/saved-homes';
import { ListingCard, ListingCardLink, RetryButton, tilesClass } from '@manzil/ui';
import { useKeptHomes } from '../../shared/api/useKeptHomes';
import common from '../../shared/ui/common.module.css';
import { PageBand } from '../../shared/ui/PageBand';
import styles from './SavedPage.module.css';

const savedCount = (n: number) => (n === 1 ? '1 saved home' : `${n} saved homes`);

function OffMarketNote({ home }: { home: Property }) {
  const { status } = listingFacts(home);
  if (!isOffMarket(status)) return null;
  return (
    <p className={styles.note}>
      {status === 'sold' ? 'This home has been sold.' : 'This home has been let.'}{' '}
      <button
        type="button"
        className={styles.remove}
        aria-label={`Remove ${home.house_name} from saved homes`}
        onClick={() => removeSaved(home.slug)}
      >
        Remove from saved homes
      </button>
    </p>
  );
}

export default function SavedPage() {
  const list = useSavedList();
  const kept = useKeptHomes(list);
  return (
    <div className={styles.page}>
      <PageBand eyebrow="Kept on this device" title="Saved homes">
        <p>
          The homes you saved with the heart, with their latest price and status. They are kept in this
          browser only: no account, nothing sent to us.
        </p>
      </PageBand>
      <div className={common.container}>
        {(kept.status === 'starting' || kept.status === 'loading') && (
          <p className={common.state} role="status">
            Loading your saved homes...
          </p>
        )}
        {kept.status === 'error' && (
          <div className={common.state} role="alert">
            <p>Your saved homes could not be loaded.</p>
            <RetryButton onRetry={kept.retry}>Retry</RetryButton>
          </div>
        )}
        {kept.status === 'ready' && list.length === 0 && (
          <div className={styles.empty}>
            <h2 className={styles.emptyTitle}>No saved homes yet</h2>
            <p>
              Press the heart on any home you like and it will wait for you here, with its latest price, so
              you can come back to it or compare it with others.
            </p>
            <Link className={common.button} to={pagePath('home')}>
              Find homes
            </Link>
          </div>
        )}
        {kept.status === 'ready' && list.length > 0 && (
          <>
            <p className={styles.count} role="status">
              {savedCount(list.length)}
            </p>
            {kept.gone.length > 0 && (
              <ul className={styles.gone} aria-label="No longer listed">
                {kept.gone.map((home) => (
                  <li key={home.slug}>
                    <span>
                      <strong>{home.name}</strong> is no longer listed.
                    </span>
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={`Remove ${home.name} from saved homes`}
                      onClick={() => removeSaved(home.slug)}
                    >
                      Remove from saved homes
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <ul className={`${tilesClass} ${styles.grid}`}>
              {kept.homes.map((home) => (
                <li key={home._id}>
                  <ListingCard property={home} layout="facts" tools={<HomeActions home={home} />}>
                    <OffMarketNote home={home} />
                    <ListingCardLink
                      to={pagePath('property', { propertySlug: home.slug })}
                      property={home}
                      aria-label={`View ${home.house_name}`}
                    >
                      View
                    </ListingCardLink>
                  </ListingCard>
                </li>
              ))}
            </ul>
            <p className={styles.next}>
              <Link to={pagePath('compare')}>Compare homes side by side</Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
