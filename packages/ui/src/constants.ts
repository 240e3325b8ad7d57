/** Constants of the screens alone (docs/glossary.md): timings, map view, navbar. The API never reads them. */

export const TIMINGS = {
  heroSlideMs: 5000,
  heroFadeMs: 1000,
  galleryRotateMs: 4000,
  floorPlanRotateMs: 5000,
  brochureDelayMs: 10_000,
  searchScrollDelayMs: 200,
  inquirySuccessMs: 1000,
  vrPageTransitionMs: 500,
  logoStripLoopS: 50,
  heroZoomS: 18,
  mapStartMs: 100,
  mapResizeMs: 300,
  /** The shell gives up on a remote that has not loaded in this time. */
  remoteLoadTimeoutMs: 8000,
} as const;

/** How a map is shown; where it centres without coordinates is an API fact (MAP in @manzil/contract). */
export const MAP_VIEW = {
  zoom: 15,
  maxZoom: 19,
  markerSizePx: 32,
  heightPx: 400,
} as const;

export const NAV = { scrollShadowPx: 10, desktopMinWidthPx: 768 } as const;

/** Beyond this many pages a numbered pager shows first, last and neighbours with ellipses. */
export const PAGER_ELLIPSIS_AFTER = 7;
