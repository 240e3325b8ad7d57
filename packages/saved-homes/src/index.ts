/** Saved homes, compare and recently viewed, kept in the browser: the stores, their hooks and the toggles. */
export * from './store';
export * from './hooks';
export * from './HomeActions';
export * from './CompareTray';
export * from './recently-viewed';
