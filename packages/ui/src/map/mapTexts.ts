/** The map frame's English messages (docs/glossary.md), which the tests and the catalogue share. */
export const MAP_LOADING = 'Loading map...';
export const MAP_FAILED = {
  title: 'Unable to load map',
  text: 'Please check your connection or try again later',
};
