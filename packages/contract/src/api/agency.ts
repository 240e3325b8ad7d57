/**
 * The agency's public pages beside the spec's: the agents directory at
 * /find-my-agent with its filters, an agent's own page, and /floor-plans.
 */
import type { Agent } from './listing';
import type { Property } from './domain';
import type { AreaTranslations, EmirateTranslations } from './translations';

/** An area an agent works in: where their listings are (with how many), or one they cover. */
export interface AgentArea {
  /** Area key, e.g. 'dubai_marina'. */
  key: string;
  name: string;
  /** Emirate slug, e.g. 'dubai'. */
  emirate: string;
  /** Their listings there (any status). */
  listings: number;
  translations?: AreaTranslations;
}

/** How an agent is reached: given out only while they work with the agency. */
export type AgentContactField = 'phone' | 'whatsapp' | 'email';

/**
 * An agent as the public sees them (every read but the admin's): a retired agent is shown by name
 * only, without a phone, WhatsApp or e-mail that is no longer theirs to answer for the agency.
 */
export type PublicAgent = (Agent & { active: true }) | (Omit<Agent, AgentContactField> & { active: false });

type WithoutCount<T> = T extends unknown ? Omit<T, 'listingsCount'> : never;
/** An agent as a listing's card shows them: who answers, without their listings counted (one read). */
export type AgentCard = WithoutCount<PublicAgent>;

/** An agent as the directory and their page show them: the agent plus the areas they work in. */
export type AgentProfile = PublicAgent & {
  /** Most listings first, then the areas they cover without a listing yet; at most AGENT_AREAS_MAX. */
  workAreas: AgentArea[];
};

/** Areas listed per agent (a bound: an agent's listings may span every area of the UAE). */
export const AGENT_AREAS_MAX = 20;
/** Listings an agent's page shows at most (newest first); the answer's X-Total-Count has them all. */
export const AGENT_LISTINGS_MAX = 100;

/** GET /api/agents/{slug}/properties: the agent's listings, those on the market first. */
export type AgentPropertiesResponse = Property[];

/** The directory's filters as they travel in the page's query string (a GET form). */
export const AGENT_FILTER_KEYS = { language: 'language', area: 'area' } as const;
export interface AgentFilter {
  /** A language, as the agents list it ('French'); '' for any. */
  language: string;
  /** An area key ('dubai_marina'); '' for any. */
  area: string;
}
/** A filter value longer than this names no language or area (and is never kept by a cache). */
export const AGENT_FILTER_MAX = 60;

/** Reads the filter from a query string: first values, trimmed, bounded. */
export function readAgentFilter(search: URLSearchParams): AgentFilter {
  const read = (key: string) => {
    const value = (search.get(key) ?? '').trim();
    return value.length <= AGENT_FILTER_MAX ? value : '';
  };
  return { language: read(AGENT_FILTER_KEYS.language), area: read(AGENT_FILTER_KEYS.area) };
}

/** The agents a filter keeps (case-insensitive language; an area they work in). */
export function filterAgents<A extends AgentProfile>(agents: A[], filter: AgentFilter): A[] {
  const language = filter.language.toLowerCase();
  return agents.filter(
    (a) =>
      (!language || a.languages.some((l) => l.toLowerCase() === language)) &&
      (!filter.area || a.workAreas.some((w) => w.key === filter.area)),
  );
}

/** The values the directory's filters offer: every language and area of the agents listed. */
export function agentFilterOptions(agents: AgentProfile[]): {
  languages: string[];
  areas: AgentArea[];
} {
  const languages = new Map<string, string>();
  const areas = new Map<string, AgentArea>();
  for (const agent of agents) {
    for (const l of agent.languages) if (!languages.has(l.toLowerCase())) languages.set(l.toLowerCase(), l);
    for (const w of agent.workAreas) if (!areas.has(w.key)) areas.set(w.key, { ...w, listings: 0 });
  }
  return {
    languages: [...languages.values()].sort((a, b) => a.localeCompare(b)),
    areas: [...areas.values()].sort(
      (a, b) => a.emirate.localeCompare(b.emirate) || a.name.localeCompare(b.name),
    ),
  };
}

/** GET /api/floor-plans: every area's floor plan links, by emirate (the emirates' order) and area. */
export interface FloorPlansResponse {
  emirates: {
    name: string;
    slug: string;
    translations?: EmirateTranslations;
    areas: {
      name: string;
      key: string;
      path: string;
      floorplan: string[];
      translations?: AreaTranslations;
    }[];
  }[];
}
