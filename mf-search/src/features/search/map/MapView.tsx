/**
 * The map view of a search (`?view=map`): every result on a clustered map above the list. A chunk of
 * its own (with Leaflet and supercluster), loaded only when this view opens; its points come from
 * GET /api/search/points (all pages of the search, capped at MAP_POINTS_MAX).
 */
import { useNavigate } from 'react-router-dom';
import { MAP_POINTS_MAX, type SearchBbox, type SearchQuery } from '@manzil/contract';
import { mapPointsQuery, useQuery, useSiteConfig } from '@manzil/api-client';
import { groupDigits } from '@manzil/format';
import { MapPlaceholder, mutedTextClass, RetryButton } from '@manzil/ui';
import ClusterMap from './ClusterMap';
import { MAP_LABEL } from './ViewToggle';
import styles from './ResultsMap.module.css';

const homes = (n: number) => `${groupDigits(n, 3)} ${n === 1 ? 'property' : 'properties'}`;

export interface MapViewProps {
  search: SearchQuery;
  /** Matches of the search as the list counts them (homes without coordinates are not on the map). */
  listTotal: number;
  onSearchArea(bbox: SearchBbox): void;
}

export default function MapView({ search, listTotal, onSearchArea }: MapViewProps) {
  // The map stays up with the last search's markers while the next one's arrive.
  const points = useQuery({ ...mapPointsQuery(search), placeholderData: (previous) => previous });
  const site = useSiteConfig();
  const navigate = useNavigate();

  if (points.isError || site.status === 'error')
    return (
      <div className={styles.section}>
        <MapPlaceholder failed label={MAP_LABEL} />
        <RetryButton
          onRetry={() => {
            void points.refetch();
            site.retry();
          }}
        >
          Try the map again
        </RetryButton>
      </div>
    );
  if (points.isPending || site.status !== 'ready')
    return (
      <div className={styles.section}>
        <p className={`${mutedTextClass} ${styles.summary}`}>Placing the results on the map...</p>
        <MapPlaceholder label={MAP_LABEL} />
      </div>
    );
  const { total, capped } = points.data;
  const missing = !search.bbox && listTotal > total ? listTotal - total : 0;
  return (
    <div className={styles.section}>
      <p className={`${mutedTextClass} ${styles.summary}`}>
        {capped
          ? `The map shows the ${groupDigits(MAP_POINTS_MAX, 3)} lowest-priced of ${homes(total)}: zoom in and search this area, or add filters, to see the rest.`
          : `${homes(total)} on the map.`}
        {missing > 0 &&
          ` ${homes(missing)} without a location on record ${missing === 1 ? 'is' : 'are'} in the list only.`}
      </p>
      <ClusterMap
        points={points.data.points}
        area={search.bbox}
        label={MAP_LABEL}
        tileUrl={site.config.mapTileUrl}
        attribution={site.config.mapAttribution}
        onSearchArea={onSearchArea}
        onOpen={(href) => void navigate(href)}
      />
    </div>
  );
}
