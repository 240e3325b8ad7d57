/**
 * The directory's filter: a GET form, so it works before and without the app's code (the server
 * renders the page for its query); with the code, choosing a value updates the URL at once.
 */
import { contentIn, titleFromSlug, type AgentArea, type AgentFilter as Filter } from '@manzil/contract';
import { useMessages, usePagePath } from '@manzil/i18n';
import { useLanguageName } from '../../shared/languages/languageName';
import { useEmirateName } from '../../shared/places/emirateName';
import { agentMessages } from './messages';
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
  const t = useMessages(agentMessages);
  const path = usePagePath();
  const languageName = useLanguageName();
  const emirateName = useEmirateName();
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
      action={path('agents')}
      aria-label={t('filter')}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onChange({ language: String(data.get('language') ?? ''), area: String(data.get('area') ?? '') });
      }}
    >
      <label className={styles.field}>
        <span className={styles.label}>{t('language')}</span>
        <select
          name="language"
          className={`${controlClass} ${styles.select}`}
          value={language}
          onChange={(event) => onChange({ ...filter, language: event.target.value })}
        >
          <option value="">{t('anyLanguage')}</option>
          <Options
            values={languageOptions}
            labels={Object.fromEntries(languageOptions.map((l) => [l, languageName(l)]))}
          />
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('area')}</span>
        <select
          name="area"
          className={`${controlClass} ${styles.select}`}
          value={filter.area}
          onChange={(event) => onChange({ language, area: event.target.value })}
        >
          <option value="">{t('anyArea')}</option>
          {byEmirate(areas).map(([emirate, list]) => (
            <optgroup key={emirate} label={emirateName(emirate)}>
              {list.map((a) => (
                <option key={`${a.emirate} ${a.key}`} value={a.key}>
                  {contentIn(a, 'name', t.locale).text}
                </option>
              ))}
            </optgroup>
          ))}
          {unknownArea && <option value={unknownArea}>{titleFromSlug(unknownArea)}</option>}
        </select>
      </label>
      <button type="submit" className={accentButtonClass}>
        {t('showAgents')}
      </button>
    </form>
  );
}
