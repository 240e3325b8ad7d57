/**
 * The directory's filter: a GET form, so it works before and without the app's code (the server
 * renders the page for its query); with the code, choosing a value updates the URL at once.
 */
import { AGENCY_PATHS, titleFromSlug, type AgentArea, type AgentFilter as Filter } from '@manzil/contract';
import { accentButtonClass, controlClass, fieldGridClass, Options } from '@manzil/ui';
import { bandPanelClass } from '../../shared/ui/PageBand';
import styles from './AgentsPage.module.css';

export interface AgentFilterProps {
  filter: Filter;
  languages: string[];
  areas: AgentArea[];
  onChange(filter: Filter): void;
}

/** Areas grouped under their emirate, in the order given. */
function byEmirate(areas: AgentArea[]): [string, AgentArea[]][] {
  const groups = new Map<string, AgentArea[]>();
  for (const a of areas) groups.set(a.emirate, [...(groups.get(a.emirate) ?? []), a]);
  return [...groups];
}

export function AgentFilter({ filter, languages, areas, onChange }: AgentFilterProps) {
  // A value from the URL the agents do not offer stays chosen, so the form says what is shown.
  const languageOptions =
    filter.language && !languages.some((l) => l.toLowerCase() === filter.language.toLowerCase())
      ? [...languages, filter.language]
      : languages;
  const language = languageOptions.find((l) => l.toLowerCase() === filter.language.toLowerCase()) ?? '';
  const unknownArea = filter.area && !areas.some((a) => a.key === filter.area) ? filter.area : '';
  return (
    <form
      className={`${bandPanelClass} ${fieldGridClass} ${styles.filter}`}
      method="get"
      action={AGENCY_PATHS.agents}
      aria-label="Filter agents"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onChange({ language: String(data.get('language') ?? ''), area: String(data.get('area') ?? '') });
      }}
    >
      <label className={styles.field}>
        <span className={styles.label}>Language</span>
        <select
          name="language"
          className={`${controlClass} ${styles.select}`}
          value={language}
          onChange={(event) => onChange({ ...filter, language: event.target.value })}
        >
          <option value="">Any language</option>
          <Options values={languageOptions} />
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>Area</span>
        <select
          name="area"
          className={`${controlClass} ${styles.select}`}
          value={filter.area}
          onChange={(event) => onChange({ language, area: event.target.value })}
        >
          <option value="">Any area</option>
          {byEmirate(areas).map(([emirate, list]) => (
            <optgroup key={emirate} label={titleFromSlug(emirate)}>
              {list.map((a) => (
                <option key={`${a.emirate} ${a.key}`} value={a.key}>
                  {a.name}
                </option>
              ))}
            </optgroup>
          ))}
          {unknownArea && <option value={unknownArea}>{titleFromSlug(unknownArea)}</option>}
        </select>
      </label>
      <button type="submit" className={accentButtonClass}>
        Show agents
      </button>
    </form>
  );
}
