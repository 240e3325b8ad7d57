/**
 * The Properties section in two views of the same listings: the table (filters, sort, pages, bulk
 * actions) and the spec's cards grouped by area. The view is kept in the URL (`?view=table`); the
 * spec's grouping stays the first view.
 */
import { useSearchParams } from 'react-router-dom';
import { useState } from 'react';
import { invalidateAfter, useQueryClient } from '@manzil/api-client';
import { useSaving } from '../../../shared/saving/savingStore';
import { Section } from '../../../shared/ui/Section';
import forms from '../../../shared/ui/forms.module.css';
import { PropertiesSection } from '../PropertiesSection';
import { PropertyFormModal, type AreaChoice } from '../PropertyFormModal';
import { ListingsTable } from './ListingsTable';
import styles from './ListingsTable.module.css';

type View = 'table' | 'area';

function ViewToggle({ view, onChange }: { view: View; onChange(view: View): void }) {
  return (
    <div className={styles.viewToggle} role="group" aria-label="Show listings as">
      {(
        [
          ['table', 'Table'],
          ['area', 'By area'],
        ] as const
      ).map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          className={view === value ? styles.viewOn : styles.viewOff}
          onClick={() => onChange(value)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

export function ListingsSection({ areaChoices }: { areaChoices: AreaChoice[] }) {
  const [search, setSearch] = useSearchParams();
  const view: View = search.get('view') === 'table' ? 'table' : 'area';
  const saving = useSaving();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const toggle = (
    <ViewToggle
      view={view}
      onChange={(next) =>
        setSearch(
          (current) => {
            const params = new URLSearchParams(current);
            if (next === 'table') params.set('view', 'table');
            else params.delete('view');
            return params;
          },
          { replace: true },
        )
      }
    />
  );

  if (view === 'area') return <PropertiesSection areaChoices={areaChoices} viewToggle={toggle} />;
  return (
    <Section
      id="properties"
      title="Properties"
      description="Every listing: search, filter, sort, change many at once and export."
      actions={
        <>
          {toggle}
          <button type="button" className={forms.button} onClick={() => setAdding(true)} disabled={saving}>
            Add Property
          </button>
        </>
      }
    >
      <ListingsTable areaChoices={areaChoices} />
      {adding && (
        <PropertyFormModal
          form={{ mode: 'add', areaName: null }}
          areaChoices={areaChoices}
          onClose={() => setAdding(false)}
          onSaved={async () => {
            await invalidateAfter(queryClient, 'property');
            setAdding(false);
          }}
        />
      )}
    </Section>
  );
}
