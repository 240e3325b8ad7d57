/** The API contract as the browser apps import it (types and pure helpers; no zod). See ../README.md. */
export * from './pages';
export * from './api';
export * from './render';
export * from './lib';
