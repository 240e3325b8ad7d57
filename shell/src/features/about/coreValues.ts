/** The nine core values of the about page, in order; their texts are in messages.ts. */
export const CORE_VALUES = [
  'integrity',
  'transparency',
  'client',
  'excellence',
  'expertise',
  'accountability',
  'innovation',
  'respect',
  'community',
] as const;
