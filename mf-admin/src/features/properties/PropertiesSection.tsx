/**
 * Properties: a Search box over the area groups, one row of cards per area (AREAS_PER_PAGE areas a page,
 * so the page stays short), and the Property Detail Form.
 */
import { useState, type ReactNode } from 'react';
import type { Property } from '@manzil/contract';
import { controlRowClass } from '@manzil/ui';
import { useWriting } from '../../shared/writes/useAdminMutation';
import { toast } from '../../shared/feedback/toastStore';
import { useConfirm } from '../../shared/feedback/useConfirm';
import { InputField } from '../../shared/ui/Field';
import { Skeleton } from '../../shared/ui/Skeleton';
import { LoadError } from '../../shared/ui/LoadError';
import { PROPERTY_MESSAGES } from './messages';
import forms from '../../shared/ui/forms.module.css';
import styles from './Properties.module.css';
import { useDeleteProperty, usePropertyGroups } from './propertiesApi';
import { areaLabel, filterGroups, usePropertiesStore } from './propertiesStore';
import { PropertyFormModal, type AreaChoice } from './PropertyFormModal';
import { PropertyGroup } from './PropertyGroup';
import { PropertiesFrame } from './PropertiesFrame';

/** Area rows on one page of the groups. */
export const AREAS_PER_PAGE = 5;

interface PropertiesSectionProps {
  /** Areas of the emirate chosen in View City Data: a property can be added to one with no properties yet. */
  areaChoices: AreaChoice[];
  /** The Table / By area switch of the listings (properties/table), beside Add Property. */
  viewToggle?: ReactNode;
}

export function PropertiesSection({ areaChoices, viewToggle }: PropertiesSectionProps) {
  const saving = useWriting();
  const { search, form } = usePropertiesStore();
  const { setSearch, openAdd, openEdit, closeForm } = usePropertiesStore.getState();
  const groupsQuery = usePropertyGroups();
  const { ask, confirmDialog } = useConfirm();
  // A Retry goes back to 'Loading...' rather than keeping the error on screen.
  const status =
    groupsQuery.isPending || (groupsQuery.isError && groupsQuery.isFetching)
      ? 'loading'
      : groupsQuery.isError
        ? 'error'
        : 'loaded';
  const groups = groupsQuery.data ?? {};
  // After a write the groups are read again: the server says where each property now belongs.
  const deleteOne = useDeleteProperty({
    onSuccess: () => toast.success(PROPERTY_MESSAGES.deleted),
    failed: PROPERTY_MESSAGES.deleteFailed,
  });

  async function remove(property: Property) {
    const confirmed = await ask({
      question: PROPERTY_MESSAGES.confirmDelete,
      detail: `${property.house_name} will be removed from the site.`,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    await deleteOne.run(property);
  }

  const visible = filterGroups(groups, search);
  // A new search starts again at the first page.
  const [paging, setPaging] = useState({ search, page: 1 });
  const pages = Math.max(1, Math.ceil(visible.length / AREAS_PER_PAGE));
  const page = paging.search === search ? Math.min(paging.page, pages) : 1;
  const goTo = (next: number) => setPaging({ search, page: next });
  const shown = visible.slice((page - 1) * AREAS_PER_PAGE, page * AREAS_PER_PAGE);
  const allChoices: AreaChoice[] = [...areaChoices];
  for (const key of Object.keys(groups)) {
    if (!allChoices.some((a) => a.key === key)) allChoices.push({ key, label: areaLabel(key) });
  }

  return (
    <PropertiesFrame
      description="Listings grouped by area."
      viewToggle={viewToggle}
      onAdd={() => openAdd(null)}
    >
      <div className={styles.searchBar}>
        <InputField
          id="property-search"
          label="Search"
          type="search"
          placeholder="Search by area name"
          value={search}
          onValueChange={setSearch}
        />
      </div>

      {status === 'loading' && <Skeleton label="Loading properties..." variant="cards" />}
      {status === 'error' && (
        <LoadError message={PROPERTY_MESSAGES.fetchFailed} onRetry={() => void groupsQuery.refetch()} />
      )}
      {status === 'loaded' && visible.length === 0 && (
        <p className={styles.empty} role="status">
          {search.trim() ? PROPERTY_MESSAGES.noMatch(search.trim()) : PROPERTY_MESSAGES.noGroups}
        </p>
      )}
      {status === 'loaded' &&
        shown.map(([areaName, list]) => (
          <PropertyGroup
            key={areaName}
            areaName={areaName}
            properties={list}
            disabled={saving}
            onAdd={() => openAdd(areaName)}
            onEdit={openEdit}
            onDelete={(p) => void remove(p)}
          />
        ))}
      {status === 'loaded' && pages > 1 && (
        <nav className={`${controlRowClass} ${styles.pager}`} aria-label="Pages of areas">
          <button
            type="button"
            className={forms.buttonSecondary}
            disabled={page <= 1}
            onClick={() => goTo(page - 1)}
          >
            Previous areas
          </button>
          <span aria-live="polite">
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className={forms.buttonSecondary}
            disabled={page >= pages}
            onClick={() => goTo(page + 1)}
          >
            Next areas
          </button>
        </nav>
      )}

      {form.mode !== 'closed' && (
        <PropertyFormModal
          key={form.mode === 'edit' ? form.property._id : `add-${form.areaName ?? ''}`}
          form={form}
          areaChoices={allChoices}
          onClose={closeForm}
          onSaved={closeForm}
        />
      )}
      {confirmDialog}
    </PropertiesFrame>
  );
}
