import {
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';

/** The listings table's TanStack Table features (its columns are typed by them). */
export const features = tableFeatures({ rowSortingFeature, rowSelectionFeature, rowPaginationFeature });
