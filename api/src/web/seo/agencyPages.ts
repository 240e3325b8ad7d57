/** Title, description, JSON-LD and status of the agents directory (with its filter) and an agent's page. */
import {
  AGENCY_PATHS,
  agentFilterOptions,
  BRAND,
  contentIn,
  localePath,
  PAGES,
  readAgentFilter,
  type AgentProfile,
  type Locale,
} from '@manzil/contract';
import { languageNameIn, messagesIn } from '@manzil/i18n';
import type { PublicReads } from '../../routes/public-reads';
import { breadcrumbs, notFound, page, type PageMeta } from './pageMeta';
import { clip } from './pageLd';
import { headMessages } from './messages';

/** Spoken languages by their names in the page's language ('Arabic' → 'العربية'). */
const languagesIn = (languages: string[], locale: Locale): string[] =>
  languages.map((language) => languageNameIn(language, locale));

/** 'English, Arabic and French' ('الإنجليزية، العربية والفرنسية' in Arabic). */
function listed(items: string[], locale: Locale): string {
  if (items.length < 2) return items[0] ?? '';
  const comma = locale === 'ar' ? '، ' : ', ';
  return messagesIn(headMessages, locale)('and', {
    items: items.slice(0, -1).join(comma),
    last: items.at(-1) ?? '',
  });
}

function agentLd(agent: AgentProfile, base: string, path: string, locale: Locale): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: contentIn(agent, 'name', locale).text,
    jobTitle: messagesIn(headMessages, locale)('agentJob'),
    image: `${base}${agent.photo}`,
    url: `${base}${path}`,
    knowsLanguage: languagesIn(agent.languages, locale),
    identifier: { '@type': 'PropertyValue', name: 'BRN', value: agent.brn },
    worksFor: { '@type': 'RealEstateAgent', name: `${BRAND.name} ${BRAND.tagline}`, url: `${base}/` },
    ...(agent.active ? { telephone: agent.phone, email: agent.email } : {}),
  };
}

/** The directory's page: a filter the agents offer is its own page; any other value is rendered for
 * the visitor ('no agent matches') but never kept in the page cache. */
export async function agentsHead(
  reads: PublicReads,
  search: URLSearchParams,
  base: string,
  locale: Locale = 'en',
): Promise<PageMeta> {
  const t = messagesIn(headMessages, locale);
  const { data: agents } = await reads.agents();
  const filter = readAgentFilter(search);
  const options = agentFilterOptions(agents);
  const language = options.languages.find((l) => l.toLowerCase() === filter.language.toLowerCase());
  const area = options.areas.find((a) => a.key === filter.area);
  const offered = (!filter.language || language) && (!filter.area || area);
  const title =
    language || area
      ? t('agentsWho', {
          language: language ? languageNameIn(language, locale) : 'none',
          area: area ? contentIn(area, 'name', locale).text : 'none',
        })
      : t('agents');
  return page({
    title: `${title} | ${BRAND.name}`,
    description: clip(
      t('agentsDescription', {
        brand: BRAND.name,
        count: String(agents.length),
        languages: listed(languagesIn(options.languages, locale), locale),
      }),
    ),
    path: AGENCY_PATHS.agents,
    jsonLd: [
      breadcrumbs(
        base,
        [
          { name: t('home'), path: PAGES.home.path },
          { name: t('agents'), path: AGENCY_PATHS.agents },
        ],
        locale,
      ),
    ],
    keep: Boolean(offered),
  });
}

export async function agentHead(
  reads: PublicReads,
  slug: string,
  path: string,
  base: string,
  locale: Locale = 'en',
): Promise<PageMeta> {
  const t = messagesIn(headMessages, locale);
  const answer = await reads.agent(slug);
  const agent = answer.ok ? answer.body.data : undefined;
  if (!agent) return notFound(path, locale);
  const canonical = AGENCY_PATHS.agent(agent.slug);
  const areas = agent.workAreas.slice(0, 3).map((a) => contentIn(a, 'name', locale).text);
  const name = contentIn(agent, 'name', locale).text;
  return page({
    title: t('agentTitle', { name, brn: agent.brn, brand: BRAND.name }),
    description: clip(
      t('agentDescription', {
        name,
        brand: BRAND.name,
        brn: agent.brn,
        languages: listed(languagesIn(agent.languages, locale), locale),
        areas: areas.length ? listed(areas, locale) : 'none',
        listings: agent.listingsCount,
      }),
    ),
    path: canonical,
    image: agent.photo,
    type: 'article',
    // A retired agent's page stays for old links and says they left; search engines drop it.
    noindex: !agent.active,
    jsonLd: [
      agentLd(agent, base, localePath(locale, canonical), locale),
      breadcrumbs(
        base,
        [
          { name: t('home'), path: PAGES.home.path },
          { name: t('agents'), path: AGENCY_PATHS.agents },
          { name, path: canonical },
        ],
        locale,
      ),
    ],
  });
}
