/** The id of the 'Similar homes' section: where its code is fetched from when it comes near the screen. */
export const SIMILAR_ID = 'similar';
