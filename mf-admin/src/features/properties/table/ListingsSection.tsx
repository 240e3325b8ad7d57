/**
 * The Properties section in two views of the same listings: the table (filters, sort, pages, bulk
 * actions) and the spec's cards grouped by area. The view is kept in the URL (`?view=table`); the
 * spec's grouping stays the first view.
 */
import { useSearchParams } from 'react-router-dom';
import { useState } from 'react';
import { PropertiesFrame } from '../PropertiesFrame';
import { PropertiesSection } from '../PropertiesSection';
import { PropertyFormModal, type AreaChoice } from '../PropertyFormModal';
import { ViewToggle } from '../../../shared/ui/ViewToggle';
import { ListingsTable } from './ListingsTable';
import styles from './ListingsTable.module.css';

type View = 'table' | 'area';

const VIEWS = [
  ['table', 'Table'],
  ['area', 'By area'],
] as const satisfies readonly (readonly [View, string])[];

export function ListingsSection({
  areaChoices,
  defaultView = 'area',
}: {
  areaChoices: AreaChoice[];
  /** The view without `?view=`: the spec's grouping on the ADMIN PANEL, the table on the listings page. */
  defaultView?: View;
}) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('view');
  const view: View = asked === 'table' || asked === 'area' ? asked : defaultView;
  const [adding, setAdding] = useState(false);
  const toggle = (
    <ViewToggle
      label="Show listings as"
      options={VIEWS}
      value={view}
      className={styles.viewToggle}
      onChange={(next) =>
        setSearch(
          (current) => {
            const params = new URLSearchParams(current);
            if (next === defaultView) params.delete('view');
            else params.set('view', next);
            return params;
          },
          { replace: true },
        )
      }
    />
  );

  if (view === 'area') return <PropertiesSection areaChoices={areaChoices} viewToggle={toggle} />;
  return (
    <PropertiesFrame
      description="Every listing: search, filter, sort, change many at once and export."
      viewToggle={toggle}
      onAdd={() => setAdding(true)}
    >
      <ListingsTable areaChoices={areaChoices} />
      {adding && (
        <PropertyFormModal
          form={{ mode: 'add', areaName: null }}
          areaChoices={areaChoices}
          onClose={() => setAdding(false)}
          onSaved={() => setAdding(false)}
        />
      )}
    </PropertiesFrame>
  );
}
