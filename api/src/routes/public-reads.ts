/**
 * The site's public reads: one function per GET route a page's first view needs, each the whole
 * answer (the record read and shaped, or why there is none). The routes (public.ts, agents.ts...)
 * serve them over HTTP; a page render calls them directly, with no HTTP in between
 * (web/page-reads.ts), and with a memo for the render so its head and its parts read each record once.
 */
import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import type { Db } from 'mongodb';
import {
  readSearchQuery,
  SEARCH_LIMIT_KEY,
  SEARCH_MAX_LIMIT,
  SEARCH_PAGE_SIZE,
  pagePath,
  toAreaKey,
  toSlug,
  type AgentCardResponse,
  type AgentPropertiesResponse,
  type AgentResponse,
  type AgentsResponse,
  type AlertLinkState,
  type AreaData,
  type AreaFiguresResponse,
  type AreaPropertiesResponse,
  type CityDataResponse,
  type FloorPlansResponse,
  type HomepageCitiesResponse,
  type LocationsResponse,
  type MapPointsResponse,
  type CurrencyRatesResponse,
  type PriceHistoryResponse,
  type Property,
  type SearchPageResponse,
  type SimilarPropertiesResponse,
  type VrCardsResponse,
} from '@manzil/contract';
import {
  activeAgentContacts,
  agentProfile,
  findAgentDoc,
  listActiveAgents,
  listAgentProperties,
  toAgent,
  toPublicAgent,
} from '../db/agents';
import { isAlertRunning } from '../alerts/store';
import { computeAreaFigures } from '../db/area-figures';
import { findArea, listAllAreas, listAreaCards, toAreaData, toCityEntry } from '../db/areas';
import {
  collections,
  type AgentDoc,
  type AreaDoc,
  type EmirateDoc,
  type PropertyDoc,
} from '../db/collections';
import { listEmirates, pickEmirate, toHomepageCity } from '../db/emirates';
import {
  findPropertyByReference,
  findPropertyBySlug,
  listPropertiesByArea,
  toProperty,
} from '../db/properties';
import { searchMapPoints, searchPropertyPage } from '../db/property-search';
import { findSimilarProperties } from '../db/similar-properties';
import { findPriceHistory } from '../db/price-history';
import { listCurrencyRates, toCurrencyRate } from '../db/currency-rates';
import { withTranslations } from '../db/translations';
import { listVrCards, toVrCard } from '../db/vrcards';
import { MSG } from '../lib/errors';

/** A read's answer: what the route sends with 200, or the refusal it sends instead. */
export type ReadAnswer<T> =
  { ok: true; body: T; total?: number } | { ok: false; status: 400 | 404; msg: string };

/** A read's answer as HTTP: its body with 200, or `{ msg }` with the refusal's status. */
export function sendAnswer<T>(
  c: Context,
  answer: ReadAnswer<T>,
):
  | (Response & TypedResponse<JSONParsed<T>, ContentfulStatusCode, 'json'>)
  | (Response & TypedResponse<{ msg: string }, 400 | 404, 'json'>) {
  return answer.ok ? c.json(answer.body) : c.json({ msg: answer.msg }, answer.status);
}

const found = <T>(body: T, total?: number): ReadAnswer<T> => ({
  ok: true,
  body,
  ...(total === undefined ? {} : { total }),
});
const refused = <T>(status: 400 | 404, msg: string): ReadAnswer<T> => ({ ok: false, status, msg });

/** Reads once per key (a render's memo) or every time (an HTTP request reads what it asks, once). */
export type ReadMemo = <T>(key: string, read: () => Promise<T>) => Promise<T>;
const readEachTime: ReadMemo = (_key, read) => read();

/** The most distinct reads one render keeps: a page makes about ten; past this, reads are not kept. */
export const RENDER_MEMO_MAX = 64;

/** A memo for one render: the same record asked twice (by the head and by a part) is read once. It
 * lives as long as the render and keeps at most RENDER_MEMO_MAX reads. */
export function renderMemo(max = RENDER_MEMO_MAX): ReadMemo {
  const kept = new Map<string, Promise<unknown>>();
  return <T>(key: string, read: () => Promise<T>): Promise<T> => {
    const known = kept.get(key) as Promise<T> | undefined;
    if (known) return known;
    const reading = read();
    if (kept.size < max) kept.set(key, reading);
    return reading;
  };
}

/** Agent slugs are short and lower-case: a longer or other one names no agent. */
const AGENT_SLUG = /^[a-z0-9-]{1,80}$/;

export type PublicReads = ReturnType<typeof createPublicReads>;

export function createPublicReads(db: Db, memo: ReadMemo = readEachTime) {
  // The records pages are built from, each read once per memo.
  const emirates = (): Promise<EmirateDoc[]> => memo('emirates', () => listEmirates(db));
  const emirate = async (ref: string): Promise<EmirateDoc | undefined> =>
    ref.length <= 60 ? pickEmirate(await emirates(), ref) : undefined;
  const area = (emirateSlug: string, key: string): Promise<AreaDoc | undefined> =>
    memo(`area ${emirateSlug} ${toAreaKey(key)}`, () => findArea(db, emirateSlug, key));
  const propertyDoc = (slug: string): Promise<PropertyDoc | undefined> =>
    memo(`property ${slug.toLowerCase()}`, () => findPropertyBySlug(db, slug.toLowerCase()));
  const areaListings = (key: string): Promise<PropertyDoc[]> =>
    memo(`area listings ${toAreaKey(key)}`, () => listPropertiesByArea(db, toAreaKey(key)));
  const agentDoc = (slug: string): Promise<AgentDoc | undefined> =>
    AGENT_SLUG.test(slug) ? memo(`agent ${slug}`, () => findAgentDoc(db, slug)) : Promise.resolve(undefined);

  return {
    emirates,
    emirate,
    area,
    propertyDoc,
    agentDoc,

    /** `GET /homepage/cities`: the emirate cards. */
    homepageCities: async (): Promise<HomepageCitiesResponse> => (await emirates()).map(toHomepageCity),

    /** `GET /damac360/card`: the VR tour cards. */
    vrCards: async (): Promise<VrCardsResponse> => ({
      success: true,
      data: (await memo('vr cards', () => listVrCards(db))).map(toVrCard),
    }),

    /** `GET /locations`: every emirate with its areas (collections left out). */
    locations: async (): Promise<LocationsResponse> => {
      const [all, areas] = await Promise.all([emirates(), memo('areas', () => listAllAreas(db))]);
      return {
        emirates: all.map((e) => ({
          name: e.name,
          slug: e.slug,
          ...withTranslations(e.translations),
          areas: areas
            .filter((a) => a.emirate === e.slug && !a.collection)
            .map((a) => ({ name: a.name, slug: a.slug, key: a.key, ...withTranslations(a.translations) })),
        })),
      };
    },

    /** `GET /properties/by-slug/:slug`. */
    propertyBySlug: async (slug: string): Promise<ReadAnswer<Property>> => {
      const property = await propertyDoc(slug);
      return property ? found(toProperty(property)) : refused(404, MSG.propertyNotFound);
    },

    /** `GET /properties/by-slug/:slug/similar`: other homes like this one (similar-properties.ts). */
    similarProperties: async (slug: string): Promise<ReadAnswer<SimilarPropertiesResponse>> => {
      const property = await propertyDoc(slug);
      if (!property) return refused(404, MSG.propertyNotFound);
      return found({ data: (await findSimilarProperties(db, property)).map(toProperty) });
    },

    /** `GET /properties/by-slug/:slug/price-history`: its first price and each change (price-history.ts). */
    priceHistory: async (slug: string): Promise<ReadAnswer<PriceHistoryResponse>> => {
      const property = await propertyDoc(slug);
      if (!property) return refused(404, MSG.propertyNotFound);
      return found({
        points: await memo(`prices ${slug.toLowerCase()}`, () => findPriceHistory(db, property)),
      });
    },

    /** `GET /currency-rates`: the rates the agency set, each with its date (no one's name). */
    currencyRates: async (): Promise<CurrencyRatesResponse> => ({
      rates: (await memo('currency rates', () => listCurrencyRates(db))).map(toCurrencyRate),
    }),

    /** `GET /properties/by-reference/:ref`. */
    propertyByReference: async (ref: string): Promise<ReadAnswer<Property>> => {
      const property = await memo(`reference ${ref.toLowerCase()}`, () => findPropertyByReference(db, ref));
      return property ? found(toProperty(property)) : refused(404, MSG.propertyNotFound);
    },

    /** `GET /search`: the search page's query as its URL carries it, plus `limit` (the home page's
     * featured rows ask for a few); the total also goes in a header. */
    searchPage: async (params: URLSearchParams): Promise<ReadAnswer<SearchPageResponse>> => {
      const { query, problems } = readSearchQuery(params);
      if (problems.length) return refused(400, problems[0]!);
      const limitText = params.get(SEARCH_LIMIT_KEY);
      let limit = SEARCH_PAGE_SIZE;
      if (limitText !== null) {
        if (!/^\d{1,2}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > SEARCH_MAX_LIMIT)
          return refused(400, `${SEARCH_LIMIT_KEY}: must be from 1 to ${SEARCH_MAX_LIMIT}`);
        limit = Number(limitText);
      }
      const { items, total } = await searchPropertyPage(db, query, limit);
      // The cards' Call and WhatsApp: the agents' phones, read once per render (or request).
      const contacts = items.some((p) => p.agent)
        ? await memo('agent contacts', () => activeAgentContacts(db))
        : undefined;
      const cards = items.map((p) => {
        const card = toProperty(p);
        const contact = p.agent ? contacts?.get(p.agent) : undefined;
        return contact ? { ...card, agentContact: contact } : card;
      });
      return found({ items: cards, total, page: query.page, pageSize: limit }, total);
    },

    /** `GET /search/points`: every match's marker fields, capped (MAP_POINTS_MAX). */
    mapPoints: async (params: URLSearchParams): Promise<ReadAnswer<MapPointsResponse>> => {
      const { query, problems } = readSearchQuery(params);
      if (problems.length) return refused(400, problems[0]!);
      return found(await searchMapPoints(db, query));
    },

    /** `GET /agents`: the active agents with their listings counts. */
    agents: async (): Promise<AgentsResponse> => ({
      data: await memo('agents', () => listActiveAgents(db)),
    }),

    /** `GET /agents/:slug`: one agent (a retired one too: old listings and links still name them). */
    agent: async (slug: string): Promise<ReadAnswer<AgentResponse>> => {
      const doc = await agentDoc(slug);
      if (!doc) return refused(404, MSG.agentNotFound);
      return found({ data: await agentProfile(db, doc) });
    },

    /** `GET /agents/:slug/card`: the agent a listing names, as its card shows them (no count: one read). */
    agentCard: async (slug: string): Promise<ReadAnswer<AgentCardResponse>> => {
      const doc = await agentDoc(slug);
      if (!doc) return refused(404, MSG.agentNotFound);
      const { listingsCount: _count, ...card } = toPublicAgent(toAgent(doc, 0));
      return found({ data: card });
    },

    /** `GET /agents/:slug/properties`: an agent's listings, with how many there are in all. */
    agentProperties: async (slug: string): Promise<ReadAnswer<AgentPropertiesResponse>> => {
      const doc = await agentDoc(slug);
      if (!doc) return refused(404, MSG.agentNotFound);
      const { items, total } = await listAgentProperties(db, doc.slug);
      return found(items.map(toProperty), total);
    },

    /** `GET /floor-plans`: every area's floor plan links, by emirate and area. */
    floorPlans: async (): Promise<FloorPlansResponse> => {
      // Only what the page shows: names, keys and links (an area's gallery and texts stay home).
      const [all, areas] = await Promise.all([
        emirates(),
        collections(db)
          .areas.find(
            {},
            { projection: { emirate: 1, name: 1, key: 1, floorplan: 1, 'translations.ar.name': 1 } },
          )
          .sort({ emirate: 1, order: 1, name: 1 })
          .toArray(),
      ]);
      return {
        emirates: all
          .map((e) => ({
            name: e.name,
            slug: e.slug,
            ...withTranslations(e.translations),
            areas: areas
              .filter((a) => a.emirate === e.slug)
              .map((a) => ({
                name: a.name,
                key: a.key,
                path: pagePath('area', { cityName: e.slug, areaName: toSlug(a.name) }),
                floorplan: a.floorplan ?? [],
                ...withTranslations(a.translations),
              })),
          }))
          .filter((e) => e.areas.length > 0),
      };
    },

    /** `GET /admin/fetch-city-data`: an emirate's area cards. */
    cityData: async (city: string): Promise<ReadAnswer<CityDataResponse>> => {
      const place = await emirate(city);
      if (!place) return refused(404, `city: unknown emirate '${city.slice(0, 60)}'`);
      const cards = await memo(`area cards ${place.slug}`, () => listAreaCards(db, place.slug));
      return found(cards.map(toCityEntry));
    },

    /** `GET /admin/properties/:area`: an area's listings. */
    areaProperties: async (key: string): Promise<AreaPropertiesResponse> =>
      key.length <= 120 ? (await areaListings(key)).map(toProperty) : [],

    /** `GET /alerts/unsubscribe/:token`: whether an unsubscribe link's alert still runs. */
    alertLinkState: async (token: string): Promise<AlertLinkState> => ({
      running: await isAlertRunning(db, token),
    }),

    /** `GET /locations/:city/:area/figures`: an area guide's market figures, from the same listings
     * the area page lists (one read for both in a render). */
    areaFigures: async (city: string, key: string): Promise<ReadAnswer<AreaFiguresResponse>> => {
      const place = await emirate(city);
      const record = place && key.length <= 120 ? await area(place.slug, key) : undefined;
      if (!record) return refused(404, 'Area not found');
      return found(computeAreaFigures(await areaListings(key), new Date()));
    },

    /** `GET /admin/properties/:city/:area`: an area's page data. */
    areaData: async (city: string, key: string): Promise<ReadAnswer<AreaData>> => {
      const place = await emirate(city);
      const record = place && key.length <= 120 ? await area(place.slug, key) : undefined;
      return record ? found(toAreaData(record)) : refused(404, 'Area not found');
    },
  };
}
