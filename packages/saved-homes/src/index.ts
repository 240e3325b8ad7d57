/** Saved homes and compare, kept in the browser: the store, its hooks and the toggles. */
export * from './store';
export * from './hooks';
export * from './HomeActions';
export * from './CompareTray';
