/**
 * The location as an autocomplete of emirates and areas (ARIA 1.2 combobox with a list popup): the
 * visitor types part of a name (any case) and picks an emirate or an area, each shown with its
 * emirate. The input is a plain text field of the GET form: without JavaScript the typed name is sent
 * as it is, and the API matches it by name, slug or key; '' means anywhere.
 */
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useContent, useMessages } from '@manzil/i18n';
import type { LocationsState } from './useLocations';
import { searchMessages } from './messages';
import { controlClass } from '@manzil/ui';
import styles from './SearchBar.module.css';

export interface LocationOption {
  /** What is searched for: the emirate's or area's name in the page's language (the API matches both). */
  value: string;
  /** The emirate it is in (an emirate names itself), in the page's language. */
  emirate: string;
  kind: 'emirate' | 'area';
  /** Every name it is known by (English and its translation): a visitor may type either. */
  names: readonly string[];
}

type Named = { name: string; translations?: { ar?: { name?: string } } };
/** The name shown for a record, in the page's language (English where it has no translation). */
type NameOf = (record: Named) => string;
const englishName: NameOf = (record) => record.name;
const allNames = (record: Named): string[] =>
  [record.name, record.translations?.ar?.name?.trim()].filter((name): name is string => !!name);

/** Suggestions shown at most (the list stays short enough to read). */
export const MAX_SUGGESTIONS = 8;

export function locationOptions(locations: LocationsState, nameOf: NameOf = englishName): LocationOption[] {
  return locations.emirates.flatMap((emirate: Named & { areas: Named[] }) => [
    { value: nameOf(emirate), emirate: nameOf(emirate), kind: 'emirate' as const, names: allNames(emirate) },
    ...emirate.areas.map((area) => ({
      value: nameOf(area),
      emirate: nameOf(emirate),
      kind: 'area' as const,
      names: allNames(area),
    })),
  ]);
}

/** Options whose name holds the typed text (any case); names that start with it first. */
export function matchLocations(options: readonly LocationOption[], typed: string): LocationOption[] {
  const text = typed.trim().toLowerCase();
  if (!text) return options.filter((o) => o.kind === 'emirate').slice(0, MAX_SUGGESTIONS);
  const hits = options.filter((o) => o.names.some((name) => name.toLowerCase().includes(text)));
  const starts = hits.filter((o) => o.names.some((name) => name.toLowerCase().startsWith(text)));
  return [...starts, ...hits.filter((o) => !starts.includes(o))].slice(0, MAX_SUGGESTIONS);
}

interface LocationComboboxProps {
  id: string;
  name: string;
  value: string;
  locations: LocationsState;
  onChange: (value: string) => void;
}

export function LocationCombobox({ id, name, value, locations, onChange }: LocationComboboxProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const t = useMessages(searchMessages);
  const content = useContent();
  const options = useMemo(
    () => locationOptions(locations, (record) => content(record, 'name').text),
    [locations, content],
  );
  const matches = useMemo(() => matchLocations(options, value), [options, value]);
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const expanded = open && matches.length > 0;

  const choose = (option: LocationOption) => {
    onChange(option.value);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : matches.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' && expanded && active >= 0 && matches[active]) {
      // Enter picks the highlighted suggestion instead of sending the form.
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      else if (value) onChange('');
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={styles.combo}>
      <input
        id={id}
        name={name}
        type="text"
        className={`${controlClass} ${styles.input}`}
        value={value}
        placeholder={t('locationPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        dir="auto"
        maxLength={120}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-busy={locations.status === 'loading'}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        // A click on a suggestion lands before the blur closes the list (its mousedown is prevented).
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('locationList')}
        className={styles.listbox}
        hidden={!expanded}
      >
        {expanded &&
          matches.map((option, i) => (
            <li
              key={`${option.kind}-${option.emirate}-${option.value}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={styles.option}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
            >
              <span className={styles.optionName}>{option.value}</span>
              <span className={styles.optionEmirate}>
                {option.kind === 'emirate' ? t('emirate') : option.emirate}
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}
