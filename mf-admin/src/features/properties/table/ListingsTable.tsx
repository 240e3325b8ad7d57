/**
 * The listings table: server-side filters, sort and pages (state in the page's URL),
 * TanStack Table for the columns, sorting and row selection, TanStack Query for the rows. Bulk status
 * change and bulk delete act on the selected rows, or (once the whole page is selected, "Select all N
 * matching") on every listing of the filter, server-side in one call; Export CSV downloads the filter.
 */
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  useTable,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import {
  ADMIN_LISTING_SORTS,
  ADMIN_PAGE_SIZES,
  LISTING_STATUS_LABELS,
  LISTING_STATUSES,
  MAX_BULK_MATCHING,
  type BulkTarget,
  type AdminListingSort,
  type ListingStatus,
  type Property,
} from '@manzil/contract';
import { controlRowClass, dataTableClass, Options, Pager, spreadClass, visuallyHidden } from '@manzil/ui';
import { useWriting } from '../../../shared/writes/useAdminMutation';
import { toast } from '../../../shared/feedback/toastStore';
import { useConfirm } from '../../../shared/feedback/useConfirm';
import { LoadError } from '../../../shared/ui/LoadError';
import { Skeleton } from '../../../shared/ui/Skeleton';
import forms from '../../../shared/ui/forms.module.css';
import { PROPERTY_MESSAGES } from '../messages';
import { areaLabel } from '../propertiesStore';
import { PropertyFormModal, type AreaChoice } from '../PropertyFormModal';
import { ListingsFilters } from './ListingsFilters';
import {
  adminListingsCsvUrl,
  useAdminListings,
  useDeleteListings,
  useSetListingsStatus,
} from './listingsApi';
import { TABLE_MESSAGES } from './messages';
import { hasFilters, pageOf, readParams, sortOf, withChanges } from './listingsParams';
import styles from './ListingsTable.module.css';
import { listingColumns } from './listingColumns';
import { features } from './tableFeatures';
import { useSeat } from '../../../shared/seat/seat';

const isSort = (id: string): id is AdminListingSort =>
  (ADMIN_LISTING_SORTS as readonly string[]).includes(id);
const resolve = <T,>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;

interface ListingsTableProps {
  areaChoices: AreaChoice[];
}

export function ListingsTable({ areaChoices }: ListingsTableProps) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readParams(search), [search]);
  const { sort, dir } = sortOf(params);
  const { page, pageSize } = pageOf(params);
  const query = useAdminListings(params);
  const saving = useWriting();
  const { ask, confirmDialog } = useConfirm();
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  // Gmail-style: the whole page selected, then "every listing matching the filter" on request.
  const [allMatching, setAllMatching] = useState(false);
  const [editing, setEditing] = useState<Property | null>(null);
  const [bulkStatus, setBulkStatus] = useState<ListingStatus>('under-offer');

  const rows = query.data?.data;
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // A selection belongs to the rows on screen: another page or filter starts without one.
  useEffect(() => {
    setRowSelection({});
    setAllMatching(false);
  }, [search]);

  const update = (changes: Parameters<typeof withChanges>[1]) =>
    setSearch((current) => withChanges(current, changes), { replace: true });

  const seat = useSeat();
  const columns = useMemo(() => listingColumns(seat, setEditing), [seat]);

  const sorting: SortingState = [{ id: sort, desc: dir === 'desc' }];
  const pagination: PaginationState = { pageIndex: page - 1, pageSize };
  const table = useTable({
    features,
    columns,
    data: rows ?? [],
    getRowId: (p) => p._id,
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    enableMultiSort: false,
    enableSortingRemoval: false,
    // A first click sorts up (cheapest, smallest, A to Z); Date listed starts with the newest.
    sortDescFirst: false,
    state: { sorting, rowSelection, pagination },
    onSortingChange: (updater) => {
      const next = resolve(updater, sorting)[0];
      if (next && isSort(next.id)) update({ sort: next.id, dir: next.desc ? 'desc' : 'asc' });
    },
    onRowSelectionChange: (updater) => setRowSelection((old) => resolve(updater, old)),
    onPaginationChange: (updater) => {
      const next = resolve(updater, pagination);
      update({ page: String(next.pageIndex + 1), pageSize: String(next.pageSize) });
    },
  });

  const selected = (rows ?? []).filter((p) => rowSelection[p._id]);
  const pageSelected = !!rows?.length && selected.length === rows.length;
  // Selecting every match is offered once the page is selected and more listings match than it shows.
  const canSelectAll = pageSelected && total > (rows?.length ?? 0);
  const everyMatch = allMatching && canSelectAll;
  const selectedCount = everyMatch ? total : selected.length;
  const target = (): BulkTarget =>
    everyMatch ? { filter: params, matching: total } : { ids: selected.map((p) => p._id) };
  const clearSelection = () => {
    setRowSelection({});
    setAllMatching(false);
  };
  const statusChange = useSetListingsStatus({
    onSuccess: ({ count }, { status }) => {
      clearSelection();
      toast.success(TABLE_MESSAGES.statusChanged(count, status));
    },
    failed: TABLE_MESSAGES.statusFailed,
  });
  const bulkDelete = useDeleteListings({
    onSuccess: ({ count }) => {
      clearSelection();
      toast.success(TABLE_MESSAGES.deleted(count));
    },
    failed: TABLE_MESSAGES.deleteFailed,
  });

  async function removeSelected() {
    const to = target();
    const confirmed = await ask({
      question: PROPERTY_MESSAGES.confirmDelete,
      detail: everyMatch
        ? TABLE_MESSAGES.deleteMatchingDetail(total)
        : TABLE_MESSAGES.deleteDetail(selected.map((p) => p.house_name)),
      confirmLabel: 'Delete',
    });
    if (confirmed) await bulkDelete.run(to);
  }

  const loading = query.isPending || (query.isError && query.isFetching);
  const choices = useMemo(() => {
    const all = [...areaChoices];
    if (editing && !all.some((a) => a.key === editing.areaName))
      all.push({ key: editing.areaName, label: areaLabel(editing.areaName), emirate: editing.emirate });
    return all;
  }, [areaChoices, editing]);

  return (
    <>
      <ListingsFilters params={params} onChange={update} />

      <div className={`${spreadClass} ${styles.toolbar}`}>
        <p className={styles.count} role="status">
          {query.data ? TABLE_MESSAGES.matches(total) : ''}
        </p>
        <div className={`${controlRowClass} ${styles.toolbarActions}`}>
          <label className={styles.inline}>
            <span>Rows per page</span>
            <select
              className={forms.control}
              value={pageSize}
              onChange={(e) => table.setPageSize(Number(e.target.value))}
            >
              <Options values={ADMIN_PAGE_SIZES} />
            </select>
          </label>
          <a className={forms.buttonSecondary} href={adminListingsCsvUrl(params)} download>
            Export CSV
          </a>
        </div>
      </div>

      {selected.length > 0 && (
        <div className={`${controlRowClass} ${styles.bulk}`} role="region" aria-label="Bulk actions">
          <p className={styles.bulkCount} role="status">
            {everyMatch ? TABLE_MESSAGES.allMatchingSelected(total) : TABLE_MESSAGES.selected(selectedCount)}
          </p>
          {canSelectAll && !everyMatch && total <= MAX_BULK_MATCHING && (
            <button type="button" className={forms.linkButton} onClick={() => setAllMatching(true)}>
              {TABLE_MESSAGES.selectAllMatching(total)}
            </button>
          )}
          {canSelectAll && total > MAX_BULK_MATCHING && (
            <p className={styles.bulkNote}>{TABLE_MESSAGES.tooManyToSelect(total, MAX_BULK_MATCHING)}</p>
          )}
          {everyMatch && (
            <button type="button" className={forms.linkButton} onClick={clearSelection}>
              {TABLE_MESSAGES.clearSelection}
            </button>
          )}
          <label className={styles.inline}>
            <span>Change status to</span>
            <select
              className={forms.control}
              value={bulkStatus}
              onChange={(e) => setBulkStatus(e.target.value as ListingStatus)}
            >
              <Options values={LISTING_STATUSES} labels={LISTING_STATUS_LABELS} />
            </select>
          </label>
          <button
            type="button"
            className={forms.button}
            disabled={saving}
            onClick={() => void statusChange.run({ to: target(), status: bulkStatus })}
          >
            Apply status
          </button>
          <button
            type="button"
            className={forms.buttonDanger}
            disabled={saving}
            onClick={() => void removeSelected()}
          >
            Delete selected
          </button>
        </div>
      )}

      {loading && <Skeleton label={TABLE_MESSAGES.loading} variant="table" count={6} />}
      {!loading && query.isError && (
        <LoadError message={TABLE_MESSAGES.fetchFailed} onRetry={() => void query.refetch()} />
      )}
      {!loading && rows && (
        <div
          className={styles.scroller}
          tabIndex={0}
          role="group"
          aria-label="Listings table, scrolls sideways"
        >
          <table
            className={`${dataTableClass} ${styles.table}`}
            aria-busy={query.isFetching || undefined}
            aria-rowcount={total + 1}
          >
            <caption className={visuallyHidden}>
              Listings, {TABLE_MESSAGES.matches(total)}, page {page} of {pageCount}
            </caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const canSort = header.column.getCanSort();
                    const sorted = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        data-col={header.column.id}
                        aria-sort={
                          canSort
                            ? sorted === 'asc'
                              ? 'ascending'
                              : sorted === 'desc'
                                ? 'descending'
                                : 'none'
                            : undefined
                        }
                      >
                        {canSort ? (
                          <button
                            type="button"
                            className={styles.sortButton}
                            onClick={header.column.getToggleSortingHandler()}
                          >
                            <table.FlexRender header={header} />
                            <span aria-hidden="true" className={styles.sortMark}>
                              {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                            </span>
                          </button>
                        ) : (
                          <table.FlexRender header={header} />
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  aria-selected={row.getIsSelected()}
                  className={row.getIsSelected() ? styles.selectedRow : undefined}
                >
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} data-col={cell.column.id}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 && (
            <p className={styles.empty}>
              {hasFilters(params) ? TABLE_MESSAGES.noMatch : TABLE_MESSAGES.none}
            </p>
          )}
        </div>
      )}

      <div className={styles.pager}>
        <Pager
          page={Math.min(page, pageCount)}
          pageCount={pageCount}
          onChange={(p) => table.setPageIndex(p - 1)}
          label="Listings pages"
        />
      </div>

      {editing && (
        <PropertyFormModal
          key={editing._id}
          form={{ mode: 'edit', property: editing }}
          areaChoices={choices}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
      {confirmDialog}
    </>
  );
}
