/**
 * How every map of the site is built: a Leaflet map on a tile layer, scroll-wheel zoom off (the page
 * scrolls past it), animations off for visitors who prefer reduced motion, and a map Leaflet cannot
 * build logged and taken apart instead of breaking the page. What a map shows (a pin, clusters, a
 * draggable spot) is its own: `setup` adds it, inside the same guard.
 */
import L from 'leaflet';
import { isLocale, DEFAULT_LOCALE, type Locale } from '@manzil/contract';
import { messagesIn } from '@manzil/i18n';
import { MAP_VIEW } from '../constants';
import { mapMessages } from './messages';
import { prefersReducedMotion } from '../motion/usePrefersReducedMotion';
import styles from './map.module.css';

export interface TileMapOptions {
  center: L.LatLngExpression;
  zoom: number;
  tileUrl: string;
  attribution: string;
  /** The map in the console message when it cannot be built, e.g. "the results map". */
  name: string;
}

/** The page's language where the map sits (the server's `<html lang>`), for the zoom buttons' names. */
function localeOf(container: HTMLElement): Locale {
  const lang = container.closest('[lang]')?.getAttribute('lang');
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The built map (to tear down with `map.remove()`), or null when Leaflet could not build it. */
export function createTileMap(
  container: HTMLElement,
  { center, zoom, tileUrl, attribution, name }: TileMapOptions,
  setup?: (map: L.Map) => void,
): L.Map | null {
  let map: L.Map | null = null;
  try {
    const calm = prefersReducedMotion();
    map = L.map(container, {
      center,
      zoom,
      maxZoom: MAP_VIEW.maxZoom,
      // The page scrolls past the map; zoom with the buttons, a double click or the keyboard.
      scrollWheelZoom: false,
      zoomAnimation: !calm,
      fadeAnimation: !calm,
      markerZoomAnimation: !calm,
      zoomControl: false,
    });
    // Leaflet's own zoom buttons, named in the page's language.
    const t = messagesIn(mapMessages, localeOf(container));
    L.control.zoom({ zoomInTitle: t('zoomIn'), zoomOutTitle: t('zoomOut') }).addTo(map);
    L.tileLayer(tileUrl, { maxZoom: MAP_VIEW.maxZoom, attribution }).addTo(map);
    // Beside Leaflet's own classes on the container: the site's rules for every map's controls.
    container.classList.add(styles.tiles!);
    setup?.(map);
    return map;
  } catch (error) {
    console.error(`[map] ${name} could not be built:`, error);
    try {
      map?.remove();
    } catch {
      // a half-built map may not come apart cleanly; the caller's error state covers it
    }
    return null;
  }
}
