/** A search's map area in its URL: how it is written and read, and the grids it is snapped to so that the
 * page cache keeps one search per view (search.ts reads and writes it under SEARCH_KEYS.bbox). */

/** An area of the map, in degrees: west, south, east, north (west ≤ east: no area crosses 180°). */
export type SearchBbox = [west: number, south: number, east: number, north: number];

/** Decimals a map area keeps in the URL: 5 is about a metre, finer says nothing of a street. */
const BBOX_DECIMALS = 5;
const roundDegrees = (n: number): number => Number(n.toFixed(BBOX_DECIMALS));
/** A map area as the URL writes it: 'west,south,east,north', rounded. */
export const bboxToParam = (bbox: SearchBbox): string => bbox.map(roundDegrees).join(',');

/** 'west,south,east,north' → the area, or undefined when it is not one (four numbers in range, in order). */
export function readBbox(text: string): SearchBbox | undefined {
  if (text.length > 100) return undefined;
  const parts = text.split(',');
  if (parts.length !== 4 || !parts.every((p) => /^\s*-?\d{1,3}(\.\d{1,12})?\s*$/.test(p))) return undefined;
  const [west, south, east, north] = parts.map((p) => roundDegrees(Number(p))) as SearchBbox;
  const lonOk = (n: number) => n >= -180 && n <= 180;
  const latOk = (n: number) => n >= -90 && n <= 90;
  if (!lonOk(west) || !lonOk(east) || !latOk(south) || !latOk(north)) return undefined;
  if (west > east || south > north) return undefined;
  return [west, south, east, north];
}

/** The finest grid a map area is snapped to (about 11 m) and the coarsest (a tenth of a degree). */
const BBOX_GRID = { finest: 0.0001, coarsest: 0.1 } as const;

/** The grid a map area of this size is snapped to, and how many decimals it has. */
function gridOf([west, south, east, north]: SearchBbox): { step: number; decimals: number } {
  const span = Math.max(east - west, north - south, BBOX_GRID.finest);
  const step = Math.min(
    BBOX_GRID.coarsest,
    Math.max(BBOX_GRID.finest, 10 ** Math.floor(Math.log10(span / 100))),
  );
  return { step, decimals: Math.max(0, -Math.round(Math.log10(step))) };
}

// The epsilon keeps a value already on the grid (55.1 / 0.01 is 5509.999…) where it is.
const onGrid = (n: number, step: number, decimals: number, round: 'down' | 'up'): number =>
  Number(
    ((round === 'down' ? Math.floor(n / step + 1e-9) : Math.ceil(n / step - 1e-9)) * step).toFixed(decimals),
  );
const clamp = (n: number, limit: number) => Math.min(limit, Math.max(-limit, n));

/** One snap of a map area outward to the grid its size calls for. */
function snapOnce(bbox: SearchBbox): SearchBbox {
  const { step, decimals } = gridOf(bbox);
  const [west, south, east, north] = bbox;
  return [
    clamp(onGrid(west, step, decimals, 'down'), 180),
    clamp(onGrid(south, step, decimals, 'down'), 90),
    clamp(onGrid(east, step, decimals, 'up'), 180),
    clamp(onGrid(north, step, decimals, 'up'), 90),
  ];
}

/**
 * The map's "Search this area": the visible area snapped inward to its grid, so the search is one the
 * page cache keeps as it is (snapBbox leaves it alone) and holds no home outside the view; a map fitted
 * to it again shows the same view. An area too small to snap inward is snapped outward.
 */
export function snapBboxInward(bbox: SearchBbox): SearchBbox {
  const { step, decimals } = gridOf(bbox);
  const [west, south, east, north] = bbox;
  const inward: SearchBbox = [
    onGrid(west, step, decimals, 'up'),
    onGrid(south, step, decimals, 'up'),
    onGrid(east, step, decimals, 'down'),
    onGrid(north, step, decimals, 'down'),
  ];
  return inward[0] < inward[2] && inward[1] < inward[3] ? inward : snapBbox(bbox);
}

/**
 * A map area snapped outward to a grid of a hundredth to a thousandth of its size (a power of ten of
 * degrees, from BBOX_GRID.finest to .coarsest), so the areas of one view moved by a few metres are one
 * search; the snapped area holds the one asked for and is at most a hundredth wider on each side. Snapping again changes nothing (a snap that widened the area
 * past a power of ten is done again on the coarser grid).
 */
export function snapBbox(bbox: SearchBbox): SearchBbox {
  let snapped = snapOnce(bbox);
  for (let i = 0; i < 4; i += 1) {
    const again = snapOnce(snapped);
    if (again.every((n, at) => n === snapped[at])) break;
    snapped = again;
  }
  return snapped;
}
