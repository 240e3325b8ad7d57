/** Which homes get the mortgage calculator, and what it needs from one (kept apart from the section,
 * whose code comes only when it comes near the screen). */
import { isHandoverQuarter, isLand, isOffMarket, listingFacts, type Property } from '@manzil/contract';
import type { CalculatorProps } from './MortgageCalculator';

/** The id of the mortgage section: where its code is fetched from when it comes near the screen. */
export const MORTGAGE_ID = 'mortgage';

/** Homes abroad: UAE banks' limits and the Land Department's fees do not apply to them. */
const ABROAD = 'international-projects';

/**
 * What the calculator needs from a listing, or null when the listing gets no calculator. A home is in
 * Dubai by its emirate or, in the collections that are no emirate (penthouses and luxury villas), by
 * the city its location names last ('Business Bay, Dubai').
 */
export function calculatorListing(property: Property): CalculatorProps | null {
  const price = property.price;
  if (property.for !== 'Buy' || typeof price !== 'number' || !(price > 0)) return null;
  if (property.emirate === ABROAD || isOffMarket(listingFacts(property).status)) return null;
  return {
    price,
    offPlan: property.completion !== undefined && isHandoverQuarter(property.completion),
    dubai: property.emirate === 'dubai' || /(^|,)\s*Dubai$/i.test(property.location.trim()),
    land: isLand(property.house_type),
  };
}
