/**
 * The map view of a search (`?view=map`): every result on a clustered map above the list. A chunk of
 * its own (with Leaflet and supercluster), loaded only when this view opens; its points come from
 * GET /api/search/points (all pages of the search, capped at MAP_POINTS_MAX).
 */
import { useNavigate } from 'react-router-dom';
import { MAP_POINTS_MAX, type SearchBbox, type SearchQuery } from '@manzil/contract';
import { mapPointsQuery, useQuery, useSiteConfig } from '@manzil/api-client';
import { groupDigits } from '@manzil/format';
import { useMessages } from '@manzil/i18n';
import { mapViewMessages, searchMessages } from '../messages';
import { MapPlaceholder, mutedTextClass, RetryButton } from '@manzil/ui';
import ClusterMap from './ClusterMap';
import { MAP_HEIGHT } from './ResultsLayout';
import { viewHref } from './ViewToggle';
import styles from './ResultsMap.module.css';

export interface MapViewProps {
  search: SearchQuery;
  /** Matches of the search as the list counts them (homes without coordinates are not on the map). */
  listTotal: number;
  onSearchArea(bbox: SearchBbox): void;
  /** Go to another search (its URL query): an area drawn on the map, or none. */
  onGo(search: string): void;
}

export default function MapView({ search, listTotal, onSearchArea, onGo }: MapViewProps) {
  // The map stays up with the last search's markers while the next one's arrive.
  const points = useQuery({ ...mapPointsQuery(search), placeholderData: (previous) => previous });
  const site = useSiteConfig();
  const navigate = useNavigate();
  const t = useMessages(mapViewMessages);
  const label = useMessages(searchMessages)('mapLabel');
  const homes = (n: number) => t('homes', { count: n, shown: groupDigits(n, 3) });

  if (points.isError || site.status === 'error')
    return (
      <div className={styles.section}>
        <MapPlaceholder failed label={label} height={MAP_HEIGHT} />
        <RetryButton
          onRetry={() => {
            void points.refetch();
            site.retry();
          }}
        >
          {t('retry')}
        </RetryButton>
      </div>
    );
  if (points.isPending || site.status !== 'ready')
    return (
      <div className={styles.section}>
        <p className={`${mutedTextClass} ${styles.summary}`}>{t('placing')}</p>
        <MapPlaceholder label={label} height={MAP_HEIGHT} />
      </div>
    );
  const { total, capped } = points.data;
  const missing = !search.bbox && listTotal > total ? listTotal - total : 0;
  return (
    <div className={styles.section}>
      <p className={`${mutedTextClass} ${styles.summary}`}>
        {capped
          ? t('capped', { max: groupDigits(MAP_POINTS_MAX, 3), homes: homes(total) })
          : t('onMap', { homes: homes(total) })}
        {missing > 0 && t('missing', { homes: homes(missing), count: missing })}
      </p>
      {/* What a phone's map view scrolls to: the map alone under the navbar and the Filters bar. */}
      <div data-map-frame="">
        <ClusterMap
          points={points.data.points}
          area={search.bbox}
          label={label}
          tileUrl={site.config.mapTileUrl}
          attribution={site.config.mapAttribution}
          onSearchArea={onSearchArea}
          polygon={search.polygon}
          // A drawn area replaces the map's bounds: the search keeps the homes inside it.
          onDrawArea={(polygon) => onGo(viewHref(search, { polygon, bbox: undefined, page: 1 }))}
          onRemoveArea={() => onGo(viewHref(search, { polygon: undefined, page: 1 }))}
          onOpen={(href) => void navigate(href)}
          height={MAP_HEIGHT}
        />
      </div>
    </div>
  );
}
