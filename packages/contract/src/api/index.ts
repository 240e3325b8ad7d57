/** The API's entities, constants, request and response types and their rules (the zod schemas: ./schemas). */
export * from './domain';
export * from './listing';
export * from './agency';
export * from './api';
export * from './constants';
export * from './links';
export * from './http';
export * from './forms';
export * from './similar';
export * from './saved';
export * from './leads';
export * from './alerts';
export * from './admin-listings';
export * from './translations';
export * from './seats';
export * from './reports';
export * from './area-figures';
