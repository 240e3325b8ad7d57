/** The listings table's columns: selection, the listing's facts, and its Edit button (off, with the
 * reason, on another agent's listing for an agent's seat). */
import { LISTING_STATUS_LABELS, listingFacts, pagePath, type Property } from '@manzil/contract';
import { formatArea, formatPrice, purposeLabel } from '@manzil/format';
import { visuallyHidden } from '@manzil/ui';
import type { ColumnDef } from '@tanstack/react-table';
import forms from '../../../shared/ui/forms.module.css';
import { listingLockedReason, type Seat } from '../../../shared/seat/seat';
import { areaLabel } from '../propertiesStore';
import styles from './ListingsTable.module.css';
import type { features } from './tableFeatures';

type Column = ColumnDef<typeof features, Property>;

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Dubai',
});

export function listingColumns(seat: Seat | null, setEditing: (listing: Property) => void): Column[] {
  return [
    {
      id: 'select',
      enableSorting: false,
      header: ({ table }) => (
        <input
          type="checkbox"
          className={styles.check}
          aria-label="Select every listing on this page"
          checked={table.getIsAllPageRowsSelected()}
          ref={(el) => {
            if (el) el.indeterminate = table.getIsSomePageRowsSelected();
          }}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          className={styles.check}
          aria-label={`Select ${row.original.house_name}`}
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
    },
    {
      id: 'name',
      // An accessor makes the column sortable (the server does the sorting).
      accessorFn: (p) => p.house_name,
      header: 'Name',
      cell: ({ row }) => {
        const p = row.original;
        return (
          <div className={styles.nameCell}>
            <a href={pagePath('property', { propertySlug: p.slug })} target="_blank" rel="noreferrer">
              {p.house_name}
              <span className={visuallyHidden}> (opens the public listing in a new tab)</span>
            </a>
            <span className={styles.sub}>
              Ref. {p._id.slice(0, 8).toUpperCase()} · {p.location}
            </span>
          </div>
        );
      },
    },
    {
      id: 'community',
      header: 'Community',
      enableSorting: false,
      cell: ({ row }) => areaLabel(row.original.areaName),
    },
    {
      id: 'type',
      header: 'Type',
      enableSorting: false,
      // The purpose under the type: one column less to scroll past.
      cell: ({ row }) => (
        <div className={styles.nameCell}>
          <span>{row.original.house_type}</span>
          <span className={styles.sub}>{purposeLabel(row.original.for)}</span>
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      enableSorting: false,
      cell: ({ row }) => {
        const status = listingFacts(row.original).status;
        return (
          <span className={styles.status} data-status={status}>
            {LISTING_STATUS_LABELS[status]}
          </span>
        );
      },
    },
    {
      id: 'price',
      accessorFn: (p) => p.price,
      header: 'Price',
      cell: ({ row }) => formatPrice(row.original.price, row.original.for),
    },
    {
      id: 'size',
      accessorFn: (p) => p.area,
      header: 'Size',
      cell: ({ row }) => formatArea(row.original.area) ?? '—',
    },
    {
      id: 'listed',
      accessorFn: (p) => p.listedAt,
      header: 'Date listed',
      sortDescFirst: true,
      cell: ({ row }) => (row.original.listedAt ? dateFormat.format(new Date(row.original.listedAt)) : '—'),
    },
    {
      id: 'actions',
      enableSorting: false,
      header: () => <span className={visuallyHidden}>Actions</span>,
      cell: ({ row }) => {
        const locked = listingLockedReason(seat, row.original);
        const reasonId = `locked-${row.original._id}`;
        return (
          <>
            <button
              type="button"
              className={forms.buttonSecondary}
              onClick={() => setEditing(row.original)}
              aria-label={`Edit ${row.original.house_name}`}
              disabled={locked !== null}
              aria-describedby={locked ? reasonId : undefined}
            >
              Edit
            </button>
            {locked && (
              <span id={reasonId} className={styles.locked}>
                {locked}
              </span>
            )}
          </>
        );
      },
    },
  ];
}
