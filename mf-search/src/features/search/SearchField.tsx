/** The search form's labelled fields (the selectors of SearchBar and of MoreFilters): a label over its control. */
import type { ReactNode } from 'react';
import type { SearchQuery } from '@manzil/contract';
import { stackClass } from '@manzil/ui';
import { QUERY_KEYS } from './criteria';
import { useSearchState } from './searchStore';
import styles from './SearchBar.module.css';

export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={`${stackClass} ${styles.field}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** The criteria a select sets as it stands (a text value: a choice or 'any'). */
type TextCriterion = {
  [K in keyof SearchQuery]-?: SearchQuery[K] extends string ? K : never;
}[keyof SearchQuery];

/** A labelled select of one criterion, named by its URL key; `children` are its options. */
export function CriterionSelect<K extends TextCriterion>(props: {
  id: string;
  criterion: K;
  label: string;
  children: ReactNode;
}) {
  const { id, criterion, label, children } = props;
  const value = useSearchState((s) => s.criteria[criterion]);
  const setCriterion = useSearchState((s) => s.setCriterion);
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        name={QUERY_KEYS[criterion]}
        className={styles.select}
        value={value}
        // The options are the criterion's values.
        onChange={(e) => setCriterion(criterion, e.target.value as SearchQuery[K])}
      >
        {children}
      </select>
    </Field>
  );
}
