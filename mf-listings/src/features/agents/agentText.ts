/** How an agent's facts read on their card, page and team tile, in the page's language. */
import { contentIn, type AgentArea } from '@manzil/contract';
import { useMessages } from '@manzil/i18n';
import { joinList, useLanguageName } from '../../shared/languages/languageName';
import { agentMessages } from './messages';

/** 'Layla Haddad' → 'Layla'. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

export function useAgentText() {
  const t = useMessages(agentMessages);
  const languageName = useLanguageName();
  const { locale } = t;
  /** 'English, Arabic and French' ('الإنجليزية، العربية والفرنسية'). */
  const listed = (items: readonly string[]): string =>
    locale === 'en'
      ? items.length < 2
        ? (items[0] ?? '')
        : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
      : joinList(items, locale);
  const areaName = (area: AgentArea) => contentIn(area, 'name', locale).text;
  return {
    t,
    listed,
    languages: (languages: readonly string[]) => listed(languages.map(languageName)),
    /** Every area by name. */
    allAreas: (areas: readonly AgentArea[]) => listed(areas.map(areaName)),
    /** The first areas by name, then how many more: 'Downtown Dubai, Business Bay and 2 more'. */
    areas: (areas: readonly AgentArea[], shown = 2): string => {
      const names = areas.slice(0, shown).map(areaName);
      const more = areas.length - names.length;
      return more > 0 ? t('more', { names: names.join(locale === 'en' ? ', ' : '، '), more }) : listed(names);
    },
    listings: (count: number) => t('listingCount', { count }),
  };
}
