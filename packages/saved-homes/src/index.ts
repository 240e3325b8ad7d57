/** Saved homes and compare, kept in the browser (issue 26, item 5): the store, its hooks and the toggles. */
export * from './store';
export * from './hooks';
export * from './HomeActions';
