/**
 * /saved: the homes this browser saved with the heart, read fresh from the API (price and status may
 * have changed since). A home sold, let or taken off the site says so, with a way to remove it. The
 * server renders the frame only (it cannot know the list); the browser fills it in.
 */
import { Link } from 'react-router-dom';
import { isOffMarket, listingFacts, pagePath, type Property } from '@manzil/contract';
import { HomeActions, removeSaved, useSavedList } from '@manzil/saved-homes';
import { ListingCard, tilesClass } from '@manzil/ui';
import { KeptHomesPage, RemoveButton } from '../../shared/ui/KeptHomesPage';
import { ViewHomeLink } from '../../shared/ui/ViewHomeLink';
import styles from './SavedPage.module.css';

const removeLabel = (name: string) => `Remove ${name} from saved homes`;
const savedCount = (n: number) => (n === 1 ? '1 saved home' : `${n} saved homes`);

function OffMarketNote({ home }: { home: Property }) {
  const { status } = listingFacts(home);
  if (!isOffMarket(status)) return null;
  return (
    <p className={styles.note}>
      {status === 'sold' ? 'This home has been sold.' : 'This home has been let.'}{' '}
      <RemoveButton aria-label={removeLabel(home.house_name)} onClick={() => removeSaved(home.slug)}>
        Remove from saved homes
      </RemoveButton>
    </p>
  );
}

export default function SavedPage() {
  const list = useSavedList();
  return (
    <KeptHomesPage
      eyebrow="Kept on this device"
      title="Saved homes"
      intro={
        <p>
          The homes you saved with the heart, with their latest price and status. They are kept in this
          browser only: no account, nothing sent to us.
        </p>
      }
      list={list}
      loading="Loading your saved homes..."
      failed="Your saved homes could not be loaded."
      empty={{
        title: 'No saved homes yet',
        text: 'Press the heart on any home you like and it will wait for you here, with its latest price, so you can come back to it or compare it with others.',
        to: pagePath('home'),
        link: 'Find homes',
      }}
      remove={{ text: 'Remove from saved homes', label: removeLabel, onRemove: removeSaved }}
      lead={
        <p className={styles.count} role="status">
          {savedCount(list.length)}
        </p>
      }
    >
      {(homes) => (
        <>
          <ul className={`${tilesClass} ${styles.grid}`}>
            {homes.map((home) => (
              <li key={home._id}>
                <ListingCard property={home} layout="facts" tools={<HomeActions home={home} />}>
                  <OffMarketNote home={home} />
                  <ViewHomeLink home={home} />
                </ListingCard>
              </li>
            ))}
          </ul>
          <p className={styles.next}>
            <Link to={pagePath('compare')}>Compare homes side by side</Link>
          </p>
        </>
      )}
    </KeptHomesPage>
  );
}
