/** How every app writes values for visitors: one place, so search, listings and admin agree. */
export * from './numbers';
export * from './phone';
export * from './email';
export * from './enquiry-forms';
export * from './enquiry-messages';
export * from './listing-contact';
export * from './alert-form';
export * from './messages';
export * from './labels';
export * from './money';
