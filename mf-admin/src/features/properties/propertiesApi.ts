/** Calls behind the property groups and the Property Detail Form (docs/glossary.md). */
export {
  addProperty,
  deleteProperty,
  fetchPropertyGroups,
  updateProperty,
  type PropertyGroups,
} from '@manzil/api-client';
