/** Title, description, JSON-LD and status of the agents directory (with its filter) and an agent's page. */
import {
  AGENCY_PATHS,
  agentFilterOptions,
  BRAND,
  PAGES,
  readAgentFilter,
  type AgentProfile,
} from '@manzil/contract';
import type { PublicReads } from '../../routes/public-reads';
import { breadcrumbs, clip, notFound, page, type PageMeta } from './pageMeta';

const AGENTS_TITLE = 'Find My Agent';

/** 'English, Arabic and French'. */
const listed = (items: string[]): string =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

function agentLd(agent: AgentProfile, base: string, path: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: agent.name,
    jobTitle: 'Real estate agent',
    image: `${base}${agent.photo}`,
    url: `${base}${path}`,
    knowsLanguage: agent.languages,
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
): Promise<PageMeta> {
  const { data: agents } = await reads.agents();
  const filter = readAgentFilter(search);
  const options = agentFilterOptions(agents);
  const language = options.languages.find((l) => l.toLowerCase() === filter.language.toLowerCase());
  const area = options.areas.find((a) => a.key === filter.area);
  const offered = (!filter.language || language) && (!filter.area || area);
  const who = [language && `speaking ${language}`, area && `in ${area.name}`].filter(Boolean).join(' ');
  return page({
    title: `${who ? `Agents ${who}` : AGENTS_TITLE} | ${BRAND.name}`,
    description: clip(
      `Find your ${BRAND.name} agent by language and area: ${agents.length} agents speaking ${listed(options.languages)}, each with their broker registration number (BRN) and listings.`,
    ),
    path: AGENCY_PATHS.agents,
    jsonLd: [
      breadcrumbs(base, [
        { name: 'Home', path: PAGES.home.path },
        { name: AGENTS_TITLE, path: AGENCY_PATHS.agents },
      ]),
    ],
    keep: Boolean(offered),
  });
}

export async function agentHead(
  reads: PublicReads,
  slug: string,
  path: string,
  base: string,
): Promise<PageMeta> {
  const answer = await reads.agent(slug);
  const agent = answer.ok ? answer.body.data : undefined;
  if (!agent) return notFound(path);
  const canonical = AGENCY_PATHS.agent(agent.slug);
  const areas = agent.workAreas.slice(0, 3).map((a) => a.name);
  const listings = agent.listingsCount === 1 ? '1 listing' : `${agent.listingsCount} listings`;
  return page({
    title: `${agent.name} — real estate agent, BRN ${agent.brn} | ${BRAND.name}`,
    description: clip(
      `${agent.name}, ${BRAND.name} agent (BRN ${agent.brn}), speaks ${listed(agent.languages)}${areas.length ? ` and works in ${listed(areas)}` : ''}. ${listings}.`,
    ),
    path: canonical,
    image: agent.photo,
    type: 'article',
    // A retired agent's page stays for old links and says they left; search engines drop it.
    noindex: !agent.active,
    jsonLd: [
      agentLd(agent, base, canonical),
      breadcrumbs(base, [
        { name: 'Home', path: PAGES.home.path },
        { name: AGENTS_TITLE, path: AGENCY_PATHS.agents },
        { name: agent.name, path: canonical },
      ]),
    ],
  });
}
