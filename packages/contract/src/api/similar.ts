/**
 * Similar listings at the foot of a property page: other homes of the same purpose in the
 * same area, or of the same type in the same emirate, at a price within the band; available first.
 */
export const SIMILAR_LISTINGS_LIMIT = 4;
/** A similar home costs between price / band and price × band (1.5: from two thirds to one and a half). */
export const SIMILAR_PRICE_BAND = 1.5;
