/** Calls behind the property groups and the Property Detail Form (docs/glossary.md, plus the editor's). */
export {
  addProperty,
  deleteProperty,
  fetchPriceMedian,
  fetchPropertyGroups,
  updateProperty,
  uploadImage,
  type PriceMedianQuery,
  type PropertyGroups,
} from '@manzil/api-client';
