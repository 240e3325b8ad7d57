/** The front-end layer every app shares. The map is apart ('@manzil/ui/map'): it brings Leaflet. */
export * from './constants';
export * from './a11y/VisuallyHidden';
export * from './motion/usePrefersReducedMotion';
export * from './dialog/useDialog';
export * from './dialog/Dialog';
export * from './pager/pagerItems';
export * from './pager/Pager';
export * from './form/FormField';
export * from './form/SubmitButton';
export * from './image/FallbackImage';
export * from './map/MapMessage';
export * from './card/ListingCard';
export * from './styles/blocks';
export * from './styles/button';
export * from './form/Options';
export * from './icon/icon';
