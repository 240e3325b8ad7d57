/**
 * Composes the server: security headers, CSRF, /api routers (body limits, validation), the
 * composed site, and one error handler that answers `{ msg }` and never a stack trace.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { MAX_BROCHURE_BYTES, matchPage } from '@manzil/contract';
import type { Config } from './config';
import type { Database } from './db/client';
import type { ApiDeps } from './deps';
import { createViewCounter, type ViewCounter } from './db/listing-views';
import { createGeocoder, type Geocoder } from './lib/geocoder';
import { createMailer, type Mailer } from './lib/mailer';
import { deriveKey, loadSigningSecret } from './lib/secrets';
import { DomainError, domainErrorStatus, isDatabaseUnavailable, MSG } from './lib/errors';
import { createLogLimiter } from './lib/log-limiter';
import { jsonBodyGuard } from './lib/validate';
import { compressText } from './middleware/compress';
import { etag } from './middleware/etag';
import { csrfProtection, IN_PROCESS_ENV } from './middleware/csrf';
import { hostGuard } from './middleware/host-guard';
import { currentRequestId, FAILURE, observe, REQUEST_ID_HEADER, type RequestLog } from './middleware/observe';
import { logRefused, MSG_MALFORMED_URL, urlGuard } from './middleware/url-guard';
import { remoteOrigins, securityHeaders } from './middleware/security-headers';
import { alertRoutes } from './alerts/routes';
import { adminAgentRoutes } from './routes/admin-agents';
import { adminUploadRoutes, AREA_BROCHURE_PATH } from './routes/admin-uploads';
import { adminUserRoutes } from './routes/admin-users';
import { adminCurrencyRateRoutes } from './routes/admin-currency-rates';
import { displayPrefsRoutes } from './routes/display-prefs';
import { adminReportRoutes } from './routes/admin-reports';
import { adminAuthRoutes } from './routes/admin-auth';
import { adminCityRoutes } from './routes/admin-cities';
import { adminEditorRoutes } from './routes/admin-editor';
import { adminListingRoutes } from './routes/admin-listings';
import { adminPropertyRoutes } from './routes/admin-properties';
import { agentListingRoutes } from './routes/agents';
import { documentRoutes } from './routes/documents';
import { enquiryRoutes } from './routes/enquiries';
import { floorPlanRoutes } from './routes/floor-plans';
import { healthRoutes } from './routes/health';
import { leadRoutes } from './routes/leads';
import { metricsHandler } from './routes/metrics';
import { imageRoutes } from './routes/images';
import { permitQrRoutes } from './routes/permit-qr';
import {
  agentRoutes,
  currencyRateRoutes,
  homepageRoutes,
  locationRoutes,
  propertyRoutes,
  searchRoutes,
  vrCardRoutes,
} from './routes/public';
import { siteConfigRoutes } from './routes/site-config';
import { createStaticSite } from './web/static';
import type { PageCache } from './web/page-cache';
import { createFormPosts } from './web/form-posts';
import { createPageHandler } from './web/pages';
import { createPageRenderer } from './web/render';
import { ogImageRoutes, pageMetaRoutes, seoSiteRoutes } from './web/seo/routes';

export interface AppDeps {
  config: Config;
  db: Database;
  /** Defaults to SMTP_URL or the DATA_DIR outbox. */
  mailer?: Mailer;
  /** Defaults to GEOCODER_URL (rate-limited, cached). */
  geocoder?: Geocoder;
  /** Load the page renderer and the remotes' server code at once (a serving worker), not on the
   * first page. */
  warmPages?: boolean;
  /** The worker's HTML cache (defaults to one with PAGE_CACHE_LIMITS). */
  pageCache?: PageCache;
  /** Where each request's log line goes (a serving worker's pino; none in the in-process tests). */
  requestLog?: RequestLog;
  /** Property page views (defaults to a counter writing every 10 s). */
  views?: ViewCounter;
}

/** Response headers a remote on another origin may read (CORS). */
export const API_CORS_EXPOSED = ['X-Total-Count'] as const;

/** JSON bodies are small; multipart carries one image (5 MB) plus its fields, or one brochure PDF. */
export const BODY_LIMITS = {
  json: 64 * 1024,
  multipart: 6 * 1024 * 1024,
  brochure: MAX_BROCHURE_BYTES + 64 * 1024,
} as const;

function bodyLimits(): MiddlewareHandler {
  const onError: Parameters<typeof bodyLimit>[0]['onError'] = (c) => c.json({ msg: MSG.tooLarge }, 413);
  const json = bodyLimit({ maxSize: BODY_LIMITS.json, onError });
  const multipart = bodyLimit({ maxSize: BODY_LIMITS.multipart, onError });
  const brochure = bodyLimit({ maxSize: BODY_LIMITS.brochure, onError });
  return (c, next) => {
    // Reads carry no body; asking for one would build a full fetch Request on every call.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if ((c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
      return c.req.path === `/api/admin${AREA_BROCHURE_PATH}` ? brochure(c, next) : multipart(c, next);
    // A JSON body of a declared length is judged by it, as hono/body-limit does, but without touching
    // the request's body: that built a full fetch Request with a web stream of the body, where the
    // JSON read after it takes the bytes from the socket's stream (measured: ~8% of a worker's time
    // on uncached POST /api/search/result). A chunked body is counted as it is read.
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined)
      return parseInt(length, 10) > BODY_LIMITS.json ? Promise.resolve(onError(c)) : next();
    return json(c, next);
  };
}

/**
 * The /api router: shared middleware, then one router per resource at its prefix. Chained (and each
 * router's own routes chained, never annotated `: Hono`) so every route's path, input and output flow
 * into `AppType`, the one route table @manzil/api-client is typed by: a route dropped from the chain is
 * a call of the client that no longer type-checks.
 */
function apiRoutes(deps: AppDeps, apiDeps: ApiDeps) {
  const api = new Hono();
  const origins = remoteOrigins(deps.config);
  if (origins.length) {
    api.use(
      '*',
      cors({
        origin: origins,
        credentials: true,
        allowHeaders: ['Content-Type', 'X-XSRF-TOKEN', 'x-auth-token'],
        exposeHeaders: [...API_CORS_EXPOSED],
      }),
    );
  }
  const routes = api
    .use('*', bodyLimits())
    // Public reads revalidate cheaply: If-None-Match answers 304.
    .use('*', etag())
    .use('*', async (c, next) =>
      c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : jsonBodyGuard(c, next),
    )
    // Public reads are revalidated on every use (ETag → 304): an admin sees an edit at once, and a
    // browser or CDN re-downloads only what changed. Routes that may be cached longer say so.
    .use('*', async (c, next) => {
      await next();
      // On the answer's own headers, as the security headers are set: c.header() on a finished answer
      // rebuilds it around a stream of its body (measured: ~5% of a worker on uncached cities).
      if ((c.req.method === 'GET' || c.req.method === 'HEAD') && !c.res.headers.has('Cache-Control'))
        c.res.headers.set('Cache-Control', 'no-cache');
    })
    .route('/health', healthRoutes(deps))
    .route('/site-config', siteConfigRoutes(deps))
    .route('/page-meta', pageMetaRoutes(deps))
    .route('/og-image', ogImageRoutes(deps))
    .route('/homepage', homepageRoutes(apiDeps))
    .route('/damac360', vrCardRoutes(apiDeps))
    .route('/locations', locationRoutes(apiDeps))
    .route('/currency-rates', currencyRateRoutes(apiDeps))
    .route('/display-prefs', displayPrefsRoutes(apiDeps))
    .route('/properties', propertyRoutes(apiDeps))
    .route('/properties', permitQrRoutes(apiDeps))
    .route('/agents', agentRoutes(apiDeps))
    .route('/agents', agentListingRoutes(apiDeps))
    .route('/floor-plans', floorPlanRoutes(apiDeps))
    .route('/search', searchRoutes(apiDeps))
    .route('/alerts', alertRoutes(apiDeps))
    .route('/images', imageRoutes(apiDeps))
    .route('/documents', documentRoutes(apiDeps))
    .route('/admin', adminAuthRoutes(apiDeps))
    .route('/admin', adminCityRoutes(apiDeps))
    .route('/admin', adminPropertyRoutes(apiDeps))
    .route('/admin', adminEditorRoutes(apiDeps))
    .route('/admin', leadRoutes(apiDeps))
    .route('/admin', adminAgentRoutes(apiDeps))
    .route('/admin', adminUploadRoutes(apiDeps))
    .route('/admin', adminListingRoutes(apiDeps))
    .route('/admin', adminUserRoutes(apiDeps))
    .route('/admin', adminReportRoutes(apiDeps))
    .route('/admin', adminCurrencyRateRoutes(apiDeps))
    // `/enquiries` and `/admin/enquiries` share no prefix (enquiries.ts).
    .route('/', enquiryRoutes(apiDeps));
  routes.all('*', (c) => c.json({ msg: 'Not found' }, 404));
  return routes;
}

/** The route table of the API (paths relative to `/api`), read through `api-types.ts`. */
export type AppType = ReturnType<typeof apiRoutes>;

export function createApp(deps: AppDeps): Hono {
  const { config, db } = deps;
  const secret = loadSigningSecret(config);
  const apiDeps: ApiDeps = {
    config,
    db,
    keys: {
      session: deriveKey(secret, 'admin-session'),
      csrf: deriveKey(secret, 'csrf'),
      device: deriveKey(secret, 'admin-device'),
    },
    mailer: deps.mailer ?? createMailer(config),
    geocoder: deps.geocoder ?? createGeocoder({ url: config.geocoderUrl, db: db.db }),
    views: deps.views ?? createViewCounter(db.db),
  };

  const app = new Hono();
  app.use('*', observe({ log: deps.requestLog }));
  if (config.metrics.token) app.get('/metrics', metricsHandler(config.metrics.token));
  app.use('*', securityHeaders(config));
  app.use('*', hostGuard(config.allowedHosts));
  app.use('*', urlGuard());
  // Dynamic text (JSON, HTML) is compressed here; built assets are sent precompressed (.br/.gz).
  app.use('*', compressText());
  app.use('*', csrfProtection(apiDeps.keys.csrf, config));

  app.route('/api', apiRoutes(deps, apiDeps));

  const site = createStaticSite(config);
  app.route('/', seoSiteRoutes(deps));
  app.route('/', site.routes);
  // Pages: the shell's index.html with this route's title, description, share tags and JSON-LD,
  // and the page itself rendered on the server (web/render.ts); unknown slugs answer 404.
  // What a visitor's request makes this server write to its log, bounded.
  const log = createLogLimiter((line) => console.error(line));
  const pages = createPageRenderer({
    config,
    log,
    fetchInProcess: (request) => {
      // The render's own calls carry its page's request id, where the render's async context reaches.
      const reqId = currentRequestId();
      if (reqId) request.headers.set(REQUEST_ID_HEADER, reqId);
      return Promise.resolve(app.fetch(request, IN_PROCESS_ENV));
    },
  });
  if (deps.warmPages) setImmediate(() => pages.warm());
  const pageHandler = createPageHandler({ config, db, site, renderer: pages, cache: deps.pageCache });
  app.get('*', async (c) => {
    const res = await pageHandler.handler(c);
    // A property page that exists (200, or 304 for one the browser kept) is a view of that listing.
    if (res.status === 200 || res.status === 304) {
      const match = matchPage(c.req.path);
      if (match.id === 'property' && match.params.propertySlug)
        apiDeps.views.count(match.params.propertySlug);
    }
    return res;
  });
  // A form sent before the page's code started (or without JavaScript) posts to the page itself.
  // Its body is read up to the largest valid form (web/form-body.ts), never further.
  app.post('*', createFormPosts(apiDeps, pageHandler.answerPost, pageHandler.isPage));

  app.onError((err, c) => {
    if (err instanceof DomainError) return c.json({ msg: err.message }, domainErrorStatus(err));
    if (err instanceof HTTPException) {
      // hono's own validator words this differently; keep one message.
      const msg =
        err.message === 'Malformed JSON in request body'
          ? MSG.malformedJson
          : err.message || 'Request failed';
      return c.json({ msg }, err.status);
    }
    // Whatever decodes hostile text and was missed by the guards: the client's fault, not a crash.
    if (err instanceof URIError) {
      logRefused('malformed URL', c.req.url);
      return c.json({ msg: MSG_MALFORMED_URL }, 400);
    }
    if (isDatabaseUnavailable(err)) {
      console.warn('[api] database unavailable:', err instanceof Error ? err.message : err);
      return c.json({ msg: MSG.unavailable }, 503);
    }
    // One line (where it was thrown included), rate-limited: a request may be replayed at will. The
    // request's own log line names it too, under its id.
    const where = err instanceof Error ? (err.stack?.split('\n')[1]?.trim() ?? '') : '';
    c.set(FAILURE, `${String(err).split('\n', 1)[0]} ${where}`);
    log(
      `[api] unhandled error on ${c.req.method} ${JSON.stringify(c.req.path.slice(0, 100))}: ${String(err).split('\n', 1)[0]} ${where}`,
    );
    return c.json({ msg: 'Something went wrong' }, 500);
  });
  app.notFound((c) => c.json({ msg: 'Not found' }, 404));
  return app;
}
