/**
 * The map of a search's results (a chunk of its own with Leaflet and supercluster: loaded only when
 * the map view opens). Clusters are redrawn for the visible area after every move; a cluster opens
 * by zooming in; a home's popup is a small card linking to its page. After the visitor moves the map,
 * "Search this area" hands its bounds to the search (the URL's `bbox`).
 *
 * A redraw keeps the markers still wanted and only adds and removes the others: a popup opening near
 * an edge pans the map, and a redraw that replaced its marker then closed it again (and Leaflet, still
 * panning for a marker gone from the map, threw). That pan is not the visitor's move either: it does
 * not offer "Search this area". Cluster counts are DOM nodes filled with textContent.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import L from 'leaflet';
import { MAP, type MapPoint, type SearchBbox, type SearchPolygon } from '@manzil/contract';
import { useMessages, usePagePath } from '@manzil/i18n';
import { mapViewMessages } from '../messages';
import { MapFrame, MAP_VIEW, outlineButtonClass } from '@manzil/ui';
import { createTileMap, pinIcon } from '@manzil/ui/map';
import { clusterIndex, type ClusterIndex, type MapMarker } from './clusters';
import { DrawArea } from './DrawArea';
import { useHighlight } from './highlight';
import { popupCard } from './popupCard';
import styles from './ResultsMap.module.css';

export interface ClusterMapProps {
  points: readonly MapPoint[];
  /** The area the search is limited to: the map opens on it (else on all the points). */
  area?: SearchBbox;
  label: string;
  tileUrl: string;
  attribution: string;
  onSearchArea(bbox: SearchBbox): void;
  /** The area drawn on the map the search keeps ("Draw area"), its change and its removal. */
  polygon?: SearchPolygon;
  onDrawArea(polygon: SearchPolygon): void;
  onRemoveArea(): void;
  /** A popup's link was pressed (a plain click: the app navigates instead of the browser). */
  onOpen(href: string): void;
  /** The map's height (CSS): the view's layout sets it. */
  height?: string;
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
  polygon,
  onDrawArea,
  onRemoveArea,
  onOpen,
  height,
}: ClusterMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const [state, setState] = useState<MapState>('loading');
  /** The built map, for the tools over it. */
  const [built, setBuilt] = useState<L.Map | null>(null);
  /** The area the visitor moved the map to (offered as "Search this area"), or null. */
  const [moved, setMoved] = useState<SearchBbox | null>(null);
  const index = useMemo(() => clusterIndex(points), [points]);
  const t = useMessages(mapViewMessages);
  const path = usePagePath();
  const propertyHref = (slug: string) => path('property', { propertySlug: slug });
  const highlight = useHighlight();
  const handlers = useRef({ onOpen, index, t, propertyHref, highlight });
  handlers.current = { onOpen, index, t, propertyHref, highlight };

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

    /** The markers on the map by key, and the index they were drawn from. */
    let shown = new Map<string, L.Marker>();
    let drawnFrom: ClusterIndex | null = null;
    const keyOf = (marker: MapMarker) =>
      marker.kind === 'cluster' ? `c${marker.id}` : `p${marker.point.slug}`;
    const draw = () => {
      const { index } = handlers.current;
      if (index !== drawnFrom) {
        layer.clearLayers();
        shown = new Map();
        drawnFrom = index;
      }
      // A margin around the view: a pin at the edge stays the same marker while the map pans a little.
      const visible = boundsToBbox(map.getBounds().pad(0.2));
      const next = new Map<string, L.Marker>();
      for (const marker of index.markers(visible, map.getZoom())) {
        const key = keyOf(marker);
        next.set(key, shown.get(key) ?? addMarker(marker));
        shown.delete(key);
      }
      for (const gone of shown.values()) layer.removeLayer(gone);
      shown = next;
      markHighlighted();
    };
    const addMarker = (marker: MapMarker): L.Marker => {
      if (marker.kind === 'cluster') {
        const title = handlers.current.t('clusterTitle', { count: marker.count });
        const m = L.marker([marker.lat, marker.lng], { icon: clusterIcon(marker.count), title, alt: title });
        m.on('click', () => {
          const zoom = Math.min(handlers.current.index.expansionZoom(marker.id), MAP_VIEW.maxZoom);
          map.setView([marker.lat, marker.lng], zoom);
        });
        m.addTo(layer);
        m.getElement()?.setAttribute('data-count', String(marker.count));
        return m;
      }
      const { point } = marker;
      const m = L.marker([point.lat, point.lng], { icon: pinIcon(), title: point.title, alt: point.title });
      m.bindPopup(
        () => {
          const { propertyHref, t } = handlers.current;
          return popupCard(
            point,
            propertyHref(point.slug),
            (href) => handlers.current.onOpen(href),
            t.locale,
          );
        },
        // Clear of "Search this area" and the zoom buttons above, the phone's List switch below.
        {
          minWidth: 240,
          maxWidth: 260,
          autoPanPaddingTopLeft: [16, 64],
          autoPanPaddingBottomRight: [16, 80],
        },
      );
      m.on('popupopen', () => handlers.current.highlight?.set(point.slug, 'map'));
      m.on('popupclose', () => handlers.current.highlight?.set(null, 'map'));
      m.addTo(layer);
      const element = m.getElement();
      element?.setAttribute('data-count', '1');
      element?.setAttribute('data-home', point.slug);
      return m;
    };
    /** The pin of the card the visitor points at in the list stands out. */
    const markHighlighted = () => {
      const marked = handlers.current.highlight?.current();
      const slug = marked?.source === 'list' ? marked.slug : null;
      for (const [key, m] of shown) {
        const on = key === `p${slug}`;
        const element = m.getElement();
        element?.classList.toggle(styles.pinActive!, on);
        element?.toggleAttribute('data-list-active', on);
        m.setZIndexOffset(on ? 1000 : 0);
      }
    };
    const unsubscribe = handlers.current.highlight?.subscribe(markHighlighted);

    // A move the visitor made (not the map fitting the search) offers "Search this area".
    let touched = false;
    const touch = () => (touched = true);
    container.addEventListener('pointerdown', touch);
    container.addEventListener('keydown', touch);
    // A popup showing itself whole pans the map: that move is not the visitor's.
    let autoPanning = false;
    map.on('autopanstart', () => (autoPanning = true));
    map.on('moveend', () => {
      draw();
      if (touched && !autoPanning) setMoved(boundsToBbox(map.getBounds()));
      autoPanning = false;
    });
    map.on('redraw-markers', draw);
    // The layout changes the map's size (side by side, a phone's full screen): Leaflet measures again.
    const resized = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    resized.observe(container);
    setState('ready');
    setBuilt(map);
    return () => {
      unsubscribe?.();
      resized.disconnect();
      container.removeEventListener('pointerdown', touch);
      container.removeEventListener('keydown', touch);
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
      setBuilt(null);
    };
  }, [tileUrl, attribution]);

  // Each search (its points, its area): fit the map to it and draw its markers.
  const areaKey = area?.join(',');
  const polygonKey = polygon?.join('_');
  useEffect(() => {
    const map = mapRef.current;
    if (!map || state !== 'ready') return;
    setMoved(null);
    const fit = area
      ? L.latLngBounds([area[1], area[0]], [area[3], area[2]])
      : polygon
        ? L.latLngBounds(polygon.map(([lng, lat]) => [lat, lng] as [number, number]))
        : points.length
          ? L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number]))
          : null;
    // The area just searched is the map's view already: fitting it again would zoom out a step.
    const showing = map.getBounds();
    const alreadyThere = area && fit && showing.pad(0.01).contains(fit) && fit.pad(0.01).contains(showing);
    if (fit && !alreadyThere)
      map.fitBounds(fit, { padding: area ? [0, 0] : [24, 24], maxZoom: FIT_MAX_ZOOM, animate: false });
    map.fire('redraw-markers');
    // `area` and `polygon` are compared by value: a new array of the same numbers is the same area.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, areaKey, polygonKey, state]);

  return (
    <MapFrame mapRef={containerRef} label={label} state={state} height={height}>
      {moved && (
        <button
          type="button"
          className={`${outlineButtonClass} ${styles.searchArea}`}
          onClick={() => onSearchArea(moved)}
        >
          {t('searchArea')}
        </button>
      )}
      <DrawArea map={built} polygon={polygon} onDrawn={onDrawArea} onRemove={onRemoveArea} />
    </MapFrame>
  );
}
