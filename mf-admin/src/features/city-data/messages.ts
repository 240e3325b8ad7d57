/** Texts of the city data section (docs/glossary.md, plus the product's own). */
export const CITY_MESSAGES = {
  empty: 'No data found for this city.',
  fetchFailed: 'Failed to fetch city data',
  confirmDelete: 'Are you sure you want to delete this entry?',
  deleted: 'Deleted successfully!',
  deleteFailed: 'Delete failed',
  updated: 'Entry updated successfully!',
  updateFailed: 'Update failed',
  added: 'Area added successfully!',
  addFailed: 'Something went wrong',
  addMissing: 'Please fill in the area name, description and image',
  editMissing: 'Please fill in the area name and description',
} as const;

/** The area forms' fields by their names in the requests, as the forms label them. */
export const CITY_FIELD_LABELS = {
  name: 'Area name',
  discription: 'Description',
  city: 'Emirate',
  image: 'Image',
} as const;
