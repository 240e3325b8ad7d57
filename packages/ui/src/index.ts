/** The front-end layer every app shares. The map itself is apart ('@manzil/ui/map': it brings Leaflet);
 * `MapOnDemand` loads it after the page has mounted. */
export * from './constants';
export * from './a11y/VisuallyHidden';
export * from './motion/usePrefersReducedMotion';
export * from './dialog/useDialog';
export * from './dialog/Dialog';
export * from './pager/pagerItems';
export * from './pager/Pager';
export * from './form/FormField';
export * from './image/FallbackImage';
export * from './map/MapMessage';
export { MapOnDemand } from './map/MapOnDemand';
export type { LeafletMapProps } from './map/LeafletMap';
export * from './card/ListingCard';
export * from './styles/blocks';
export * from './styles/button';
export * from './form/Options';
export * from './icon/icon';
