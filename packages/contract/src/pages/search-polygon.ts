/**
 * An area drawn on the results map ("Draw area"): a polygon of at most POLYGON_MAX_POINTS corners,
 * kept in the URL as `poly=lng_lat_lng_lat…` (degrees, 4 decimals: about 11 m). The text is read in one
 * guarded place (every byte of a URL comes from outside); the search keeps the homes whose coordinates
 * lie inside (pointInPolygon, on the server).
 */

/** [longitude, latitude] in degrees. */
export type PolygonPoint = [lng: number, lat: number];
export type SearchPolygon = PolygonPoint[];

export const POLYGON_MIN_POINTS = 3;
/** Enough for a freehand outline of a district once simplified; bounds the URL and the test per home. */
export const POLYGON_MAX_POINTS = 24;
const DECIMALS = 4;
const round = (n: number): number => Number(n.toFixed(DECIMALS));
const NUMBER = /^-?\d{1,3}(\.\d{1,8})?$/;

/** The URL's text of a polygon. */
export const polygonToParam = (polygon: SearchPolygon): string =>
  polygon.flatMap(([lng, lat]) => [round(lng), round(lat)]).join('_');

const MAX_TEXT = POLYGON_MAX_POINTS * 2 * 14;

/**
 * The polygon of a `poly` text (rounded), or the reason it is not one. Read by hand, not with zod: this
 * module is on every search page's start path in the browser, and zod there is 65 KB of script.
 */
export function readPolygon(text: string): { polygon: SearchPolygon } | { problem: string } {
  if (text.length > MAX_TEXT) return { problem: `must be at most ${MAX_TEXT} characters` };
  const parts = text.split('_');
  if (!parts.every((part) => NUMBER.test(part)) || parts.length % 2 !== 0)
    return { problem: 'must be lng_lat pairs in degrees' };
  const points: SearchPolygon = [];
  for (let i = 0; i < parts.length; i += 2)
    points.push([round(Number(parts[i])), round(Number(parts[i + 1]))]);
  if (points.length < POLYGON_MIN_POINTS || points.length > POLYGON_MAX_POINTS)
    return { problem: `must have ${POLYGON_MIN_POINTS} to ${POLYGON_MAX_POINTS} corners` };
  if (!points.every(([lng, lat]) => lng >= -180 && lng <= 180 && lat >= -90 && lat <= 90))
    return { problem: 'corners must be in range' };
  return { polygon: points };
}

/** The polygon's bounds: [west, south, east, north]. */
export function polygonBounds(polygon: SearchPolygon): [number, number, number, number] {
  const lngs = polygon.map(([lng]) => lng);
  const lats = polygon.map(([, lat]) => lat);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

/** Whether a point lies inside the polygon (ray casting; the outline closes by itself). */
export function pointInPolygon(lng: number, lat: number, polygon: SearchPolygon): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
