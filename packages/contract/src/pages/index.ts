/** The site's pages: the page table (paths, apps, heads), the search URL and the slug rules. */
export * from './pages';
export * from './page-entry';
export * from './page-match';
export * from './exposes';
export * from './search';
export * from './search-bbox';
export * from './search-results';
export * from './search-polygon';
export * from './slugs';
export * from './locale';
export * from './content';
export * from './back-office';
