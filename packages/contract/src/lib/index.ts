/** Generic helpers, with no knowledge of the site. */
export * from './single-flight';
