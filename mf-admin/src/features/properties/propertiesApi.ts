/** Calls behind the property groups and the Property Detail Form (SPEC section 7). */
export {
  addProperty,
  deleteProperty,
  fetchPropertyGroups,
  updateProperty,
  type PropertyGroups,
} from '@manzil/api-client';
