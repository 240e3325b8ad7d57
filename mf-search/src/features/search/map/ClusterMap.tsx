/**
 * The map of a search's results (a chunk of its own with Leaflet and supercluster: loaded only when
 * the map view opens). Clusters are redrawn for the visible area after every move; a cluster opens
 * by zooming in; a home's popup is a small card linking to its page. After the visitor moves the map,
 * "Search this area" hands its bounds to the search (the URL's `bbox`).
 *
 * Texts from listings reach the page only as text: the popup and the cluster counts are DOM nodes
 * filled with textContent, never HTML strings (names and photo links are typed by staff).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import L from 'leaflet';
import { MAP, type Locale, type MapPoint, type SearchBbox } from '@manzil/contract';
import { formatPrice } from '@manzil/format';
import { useMessages, usePagePath } from '@manzil/i18n';
import { mapViewMessages } from '../messages';
import { MapFrame, MAP_VIEW, outlineButtonClass } from '@manzil/ui';
import { createTileMap, pinIcon } from '@manzil/ui/map';
import { clusterIndex, type MapMarker } from './clusters';
import styles from './ResultsMap.module.css';

export interface ClusterMapProps {
  points: readonly MapPoint[];
  /** The area the search is limited to: the map opens on it (else on all the points). */
  area?: SearchBbox;
  label: string;
  tileUrl: string;
  attribution: string;
  onSearchArea(bbox: SearchBbox): void;
  /** A popup's link was pressed (a plain click: the app navigates instead of the browser). */
  onOpen(href: string): void;
}

type MapState = 'loading' | 'ready' | 'error';

/** A search of one home, or of homes in one building, opens at street level, not closer. */
const FIT_MAX_ZOOM = 16;
const CITY_ZOOM = 11;

const boundsToBbox = (b: L.LatLngBounds): SearchBbox => [
  b.getWest(),
  b.getSouth(),
  b.getEast(),
  b.getNorth(),
];

/** The small card a home's marker opens. */
function popupCard(
  point: MapPoint,
  onOpen: (href: string) => void,
  propertyHref: (slug: string) => string,
  locale: Locale,
): HTMLElement {
  const card = document.createElement('div');
  card.className = styles.card!;
  const photo = document.createElement('img');
  photo.className = styles.cardPhoto!;
  photo.src = point.cover;
  photo.alt = '';
  photo.width = 96;
  photo.height = 72;
  photo.loading = 'lazy';
  const text = document.createElement('div');
  const link = document.createElement('a');
  const href = propertyHref(point.slug);
  link.href = href;
  link.className = styles.cardLink!;
  link.textContent = point.title;
  link.dir = 'auto';
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(href);
  });
  const price = document.createElement('p');
  price.className = styles.cardPrice!;
  price.textContent = formatPrice(point.price, point.purpose, locale);
  text.append(link, price);
  card.append(photo, text);
  return card;
}

function clusterIcon(count: number): L.DivIcon {
  const badge = document.createElement('span');
  badge.className = styles.clusterCount!;
  badge.textContent = String(count);
  const px = count < 10 ? 36 : count < 100 ? 42 : 50;
  return L.divIcon({ html: badge, className: styles.cluster, iconSize: [px, px] });
}

export default function ClusterMap({
  points,
  area,
  label,
  tileUrl,
  attribution,
  onSearchArea,
  onOpen,
}: ClusterMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const [state, setState] = useState<MapState>('loading');
  /** The area the visitor moved the map to (offered as "Search this area"), or null. */
  const [moved, setMoved] = useState<SearchBbox | null>(null);
  const index = useMemo(() => clusterIndex(points), [points]);
  const t = useMessages(mapViewMessages);
  const path = usePagePath();
  const propertyHref = (slug: string) => path('property', { propertySlug: slug });
  const handlers = useRef({ onOpen, index, t, propertyHref });
  handlers.current = { onOpen, index, t, propertyHref };

  // The map itself: built once per tile source, torn down with the view.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = createTileMap(container, {
      center: [MAP.defaultCenter.lat, MAP.defaultCenter.lon],
      zoom: CITY_ZOOM,
      tileUrl,
      attribution,
      name: 'the results map',
    });
    if (!map) {
      setState('error');
      return;
    }
    const layer = L.layerGroup().addTo(map);
    mapRef.current = map;
    layerRef.current = layer;

    const draw = () => {
      layer.clearLayers();
      const visible = boundsToBbox(map.getBounds());
      for (const marker of handlers.current.index.markers(visible, map.getZoom())) addMarker(marker);
    };
    const addMarker = (marker: MapMarker) => {
      if (marker.kind === 'cluster') {
        const title = handlers.current.t('clusterTitle', { count: marker.count });
        const m = L.marker([marker.lat, marker.lng], { icon: clusterIcon(marker.count), title, alt: title });
        m.on('click', () => {
          const zoom = Math.min(handlers.current.index.expansionZoom(marker.id), MAP_VIEW.maxZoom);
          map.setView([marker.lat, marker.lng], zoom);
        });
        m.addTo(layer);
        m.getElement()?.setAttribute('data-count', String(marker.count));
        return;
      }
      const { point } = marker;
      const m = L.marker([point.lat, point.lng], { icon: pinIcon(), title: point.title, alt: point.title });
      m.bindPopup(
        () =>
          popupCard(
            point,
            (href) => handlers.current.onOpen(href),
            handlers.current.propertyHref,
            handlers.current.t.locale,
          ),
        { minWidth: 220 },
      );
      m.addTo(layer);
      m.getElement()?.setAttribute('data-count', '1');
    };

    // A move the visitor made (not the map fitting the search) offers "Search this area".
    let touched = false;
    const touch = () => (touched = true);
    container.addEventListener('pointerdown', touch);
    container.addEventListener('keydown', touch);
    map.on('moveend', () => {
      draw();
      if (touched) setMoved(boundsToBbox(map.getBounds()));
    });
    map.on('redraw-markers', draw);
    setState('ready');
    return () => {
      container.removeEventListener('pointerdown', touch);
      container.removeEventListener('keydown', touch);
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, [tileUrl, attribution]);

  // Each search (its points, its area): fit the map to it and draw its markers.
  const areaKey = area?.join(',');
  useEffect(() => {
    const map = mapRef.current;
    if (!map || state !== 'ready') return;
    setMoved(null);
    const fit = area
      ? L.latLngBounds([area[1], area[0]], [area[3], area[2]])
      : points.length
        ? L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number]))
        : null;
    // The area just searched is the map's view already: fitting it again would zoom out a step.
    const showing = map.getBounds();
    const alreadyThere = area && fit && showing.pad(0.01).contains(fit) && fit.pad(0.01).contains(showing);
    if (fit && !alreadyThere)
      map.fitBounds(fit, { padding: area ? [0, 0] : [24, 24], maxZoom: FIT_MAX_ZOOM, animate: false });
    map.fire('redraw-markers');
    // `area` is compared by value (areaKey): a new array of the same numbers is the same area.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, areaKey, state]);

  return (
    <MapFrame mapRef={containerRef} label={label} state={state}>
      {moved && (
        <button
          type="button"
          className={`${outlineButtonClass} ${styles.searchArea}`}
          onClick={() => onSearchArea(moved)}
        >
          {t('searchArea')}
        </button>
      )}
    </MapFrame>
  );
}
