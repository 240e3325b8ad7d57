/**
 * An area guide's market figures, computed by the API from the site's own listings
 * (`GET /locations/:city/:area/figures`): asking prices, not transactions.
 */

/** Fewer priced listings than this make no median: one or two homes describe themselves, not a market. */
export const MIN_LISTINGS_FOR_MEDIAN = 3;

/** How many months the trend covers, the current one last. */
export const AREA_TREND_MONTHS = 12;

/** Each month's trend point is the median of the listings listed in this many months up to it: one
 * month of an area's listings is rarely enough for a median. */
export const AREA_TREND_WINDOW = 3;

/** A median and how many listings it is of; `median` is null below MIN_LISTINGS_FOR_MEDIAN. */
export interface MedianOf {
  median: number | null;
  count: number;
}

export interface AreaFigures {
  /** Homes on the market (not sold or rented), by purpose. */
  forSale: number;
  forRent: number;
  /** Median asking price per sqft (AED) of homes for sale with a price and a floor area, by type. */
  salePerSqft: ({ type: string } & MedianOf)[];
  /** Median yearly rent (AED, twelve monthly rents) of homes for rent: all of them, then by bedrooms. */
  rentYearly: MedianOf;
  rentYearlyByBeds: ({ beds: number } & MedianOf)[];
  /** Median asking price per sqft of homes for sale listed in the AREA_TREND_WINDOW months up to each
   * month (`YYYY-MM`, Dubai time), oldest first. */
  trend: ({ month: string } & MedianOf)[];
}

export type AreaFiguresResponse = AreaFigures;
