/** Texts of the property management part (docs/glossary.md, plus the product's own). */
export const PROPERTY_MESSAGES = {
  noMatch: (term: string) => `No properties found for "${term}"`,
  noGroups: 'No properties yet.',
  fetchFailed: 'Failed to load properties',
  added: 'Property added successfully!',
  addFailed: 'Add property failed',
  addCrashed: 'Something went wrong while adding the property.',
  updated: 'Property updated successfully!',
  updateFailed: 'Update failed',
  confirmDelete: 'Are you sure you want to delete this property?',
  deleted: 'Property deleted successfully',
  deleteFailed: 'Failed to delete property',
  missing: (label: string) => `Please fill in ${label}`,
  chooseArea: 'Please choose an area',
} as const;
