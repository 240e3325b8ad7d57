/**
 * A page's data, read once: the reads of one render (its head and every part of its body) share one
 * memo, and the API client's calls made while rendering are answered here, from the data layer
 * (routes/public-reads.ts), with no HTTP, router or middleware in between. Each route checks its input
 * with the schema its HTTP route validates with, and answers what that route answers.
 */
import type { Db } from 'mongodb';
import type { z } from 'zod';
import type { ServerRead, ServerReadAnswer } from '@manzil/contract';
import {
  agentSlugParamSchema,
  alertTokenParamSchema,
  areaParamSchema,
  cityAreaParamSchema,
  cityQuerySchema,
  referenceParamSchema,
  slugParamSchema,
} from '@manzil/contract/schemas';
import type { Config } from '../config';
import { createPublicReads, renderMemo, type PublicReads, type ReadAnswer } from '../routes/public-reads';
import { siteConfigOf } from '../routes/site-config';
import { describeZodError } from '../lib/validate';

type Input = { params: Readonly<Record<string, string>>; query: URLSearchParams };
type Direct = (reads: PublicReads, input: Input) => Promise<ReadAnswer<unknown> | { plain: unknown }>;

const plain = async (value: Promise<unknown>) => ({ plain: await value });

/** The input the HTTP route's validator would accept, or its 400. */
function checked<S extends z.ZodType>(
  schema: S,
  value: unknown,
  read: (input: z.output<S>) => Promise<ReadAnswer<unknown>>,
): Promise<ReadAnswer<unknown>> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    return Promise.resolve({ ok: false, status: 400, msg: describeZodError(parsed.error) });
  return read(parsed.data);
}

/** The API client's routes a page's first view reads, by the name the client calls them. A route not
 * here is no read of a page: asked while rendering, it fails (and that part renders in the browser). */
const DIRECT: Readonly<Record<string, Direct>> = {
  'GET /homepage/cities': (reads) => plain(reads.homepageCities()),
  'GET /damac360/card': (reads) => plain(reads.vrCards()),
  'GET /locations': (reads) => plain(reads.locations()),
  'GET /floor-plans': (reads) => plain(reads.floorPlans()),
  'GET /agents': (reads) => plain(reads.agents()),
  'GET /agents/:slug': (reads, { params }) =>
    checked(agentSlugParamSchema, params, ({ slug }) => reads.agent(slug)),
  'GET /agents/:slug/card': (reads, { params }) =>
    checked(agentSlugParamSchema, params, ({ slug }) => reads.agentCard(slug)),
  'GET /agents/:slug/properties': (reads, { params }) =>
    checked(agentSlugParamSchema, params, ({ slug }) => reads.agentProperties(slug)),
  'GET /properties/by-slug/:slug': (reads, { params }) =>
    checked(slugParamSchema, params, ({ slug }) => reads.propertyBySlug(slug)),
  'GET /properties/by-slug/:slug/similar': (reads, { params }) =>
    checked(slugParamSchema, params, ({ slug }) => reads.similarProperties(slug)),
  'GET /properties/by-slug/:slug/price-history': (reads, { params }) =>
    checked(slugParamSchema, params, ({ slug }) => reads.priceHistory(slug)),
  'GET /currency-rates': (reads) => plain(reads.currencyRates()),
  'GET /properties/by-reference/:ref': (reads, { params }) =>
    checked(referenceParamSchema, params, ({ ref }) => reads.propertyByReference(ref)),
  'GET /search': (reads, { query }) => reads.searchPage(query),
  'GET /search/points': (reads, { query }) => reads.mapPoints(query),
  'GET /admin/fetch-city-data': (reads, { query }) =>
    checked(cityQuerySchema, Object.fromEntries(query), ({ city }) => reads.cityData(city)),
  'GET /admin/properties/:area': (reads, { params }) =>
    checked(areaParamSchema, params, async ({ area }) => ({
      ok: true,
      body: await reads.areaProperties(area),
    })),
  'GET /admin/properties/:city/:area': (reads, { params }) =>
    checked(cityAreaParamSchema, params, ({ city, area }) => reads.areaData(city, area)),
  'GET /alerts/unsubscribe/:token': (reads, { params }) =>
    checked(alertTokenParamSchema, params, async ({ token }) => ({
      ok: true,
      body: await reads.alertLinkState(token),
    })),
  'GET /locations/:city/:area/figures': (reads, { params }) =>
    checked(cityAreaParamSchema, params, ({ city, area }) => reads.areaFigures(city, area)),
};

/** A query object as the client sends it (axios writes each value, an array as repeated keys). */
export function queryOf(query: Readonly<Record<string, unknown>> = {}): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  return search;
}

export interface PageReads {
  /** The reads behind the page's head (seo/pageMeta.ts), sharing the render's memo. */
  reads: PublicReads;
  /** Answers the API client's reads while the page renders (RenderRequest.read). */
  read: ServerRead;
}

/** The reads of one page render (or of one head: /api/page-meta builds one the same way). */
export function createPageReads(db: Db, config: Config): PageReads {
  const reads = createPublicReads(db, renderMemo());
  const site = siteConfigOf(config);
  const read: ServerRead = async (route, options = {}) => {
    if (route === 'GET /site-config') return answerOf({ plain: site });
    const direct = DIRECT[route];
    if (!direct) throw new Error(`${route} is not a read a page renders with`);
    return answerOf(await direct(reads, { params: options.params ?? {}, query: queryOf(options.query) }));
  };
  return { reads, read };
}

/** The route's status and body, as JSON would carry them: the render's query cache holds what the
 * browser will parse (dates as text, nothing undefined), and no part shares an object with another. */
function answerOf(answer: ReadAnswer<unknown> | { plain: unknown }): ServerReadAnswer {
  if ('plain' in answer) return { status: 200, data: copyAsJson(answer.plain) };
  return answer.ok
    ? { status: 200, data: copyAsJson(answer.body) }
    : { status: answer.status, data: { msg: answer.msg } };
}

const copyAsJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;
