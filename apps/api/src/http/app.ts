import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { authenticate } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { ping } from '../db/client.js';
import { notFound } from '../errors.js';
import {
  currentOperation,
  currentRequestId,
  nameOperation,
  requestIdFor,
  runInRequest,
} from '../observability/requestContext.js';
import { assetsDir } from '../paths.js';
import { mustCloseAfter, nestsDeeperThan, readBounded } from './body.js';
import { type Contract, type ContractOperation, loadContract } from './contract.js';
import { badRequest, HttpError, toHttpError } from './errors.js';
import type { Handler, Handlers, OperationId } from './handlerTypes.js';
import { compressJsonAnswer } from './jsonCompression.js';
import { PERSONAL_ANSWER } from './securityHeaders.js';
import {
  robotsFile,
  SITEMAP_PAGES_PATH,
  SITEMAP_PRODUCTS_ROUTE,
  sitemapFile,
  sitemapPagesFile,
  sitemapProductsFile,
} from './seoFiles.js';
import { serveFile } from './staticFiles.js';
import { serveStorefront } from './storefrontPages.js';
import { unstorableFields } from './unstorable.js';

const JSON_BODY_LIMIT = 1024 * 1024;

function errorResponse(c: Context, error: HttpError) {
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
  if (mustCloseAfter(c.req.raw)) c.header('Connection', 'close');
  return c.json(
    {
      success: false as const,
      message: error.message,
      ...(error.errors?.length ? { errors: error.errors } : {}),
    },
    error.status,
  );
}

/** Arrays and objects nested deeper than this are refused before parsing. */
const JSON_MAX_DEPTH = 64;

async function readJsonBody(
  request: Request,
  operation: ContractOperation,
): Promise<{ body: unknown; raw?: string }> {
  const raw = new TextDecoder().decode(await readBounded(request, JSON_BODY_LIMIT));
  if (raw.trim() === '') {
    if (operation.bodyRequired) throw badRequest('The request body is required.');
    return { body: undefined, raw };
  }
  if (nestsDeeperThan(raw, JSON_MAX_DEPTH))
    throw badRequest(`The request body nests deeper than ${JSON_MAX_DEPTH} levels.`);
  try {
    return { body: JSON.parse(raw), raw };
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

function refuseUnstorable(value: unknown, path = '') {
  const errors = unstorableFields(value, path);
  if (errors.length) throw badRequest(firstProblem('Invalid request', errors), errors);
}

function firstProblem(prefix: string, errors: { path: string; message: string }[]) {
  const first = errors[0];
  return first ? `${prefix}: ${first.path} ${first.message}.` : `${prefix}.`;
}

/** Runs one contract operation: authenticate, validate parameters and body, call the handler. */
function route(app: AppContext, operation: ContractOperation, handler: Handler<OperationId>) {
  const personal = operation.requiresAuth || operation.path.startsWith('/auth/');
  return async (c: Context) => {
    nameOperation(operation.operationId);
    // Set before anything can fail, so error answers of these calls are not kept either.
    if (personal)
      for (const [name, value] of Object.entries(PERSONAL_ANSWER)) c.header(name, value);
    const user = operation.requiresAuth
      ? await authenticate(app, c.req.header('authorization'))
      : null;

    const queries = c.req.queries();
    const query = Object.fromEntries(
      Object.entries(queries).map(([name, values]) => [
        name,
        operation.queryArrayNames.includes(name) ? values : (values[0] ?? ''),
      ]),
    );
    const rawParameters = {
      path: c.req.param() as Record<string, string>,
      query,
      header: Object.fromEntries(
        operation.headerNames.map((name) => [name, c.req.header(name) ?? undefined]),
      ) as Record<string, string>,
    };
    refuseUnstorable(rawParameters);
    const parameters = operation.validateParameters(rawParameters);
    if (!parameters.ok)
      throw badRequest(firstProblem('Invalid request', parameters.errors), parameters.errors);

    let body: unknown;
    let rawBody: string | undefined;
    if (operation.bodyMediaType === 'application/json') {
      const parsed = await readJsonBody(c.req.raw, operation);
      rawBody = parsed.raw;
      if (parsed.body !== undefined) {
        refuseUnstorable(parsed.body, 'body');
        const checked = operation.validateBody(parsed.body);
        if (!checked.ok)
          throw badRequest(firstProblem('Invalid request', checked.errors), checked.errors);
        body = checked.value;
      }
    }

    const result = await handler({
      params: parameters.value.path,
      query: parameters.value.query,
      headers: parameters.value.header,
      body,
      user,
      request: c.req.raw,
      rawBody,
      clientIp: clientIp(c, app.config.trustProxy),
      app,
    } as Parameters<Handler<OperationId>>[0]);
    if (result instanceof Response) return result;
    const reply = result as { status: 200 | 201; body: object };
    return c.json(reply.body, reply.status);
  };
}

function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

/** The metrics label of a request no operation claimed. */
function kindOf(path: string, basePath: string): string {
  if (path.startsWith(`${basePath}/`)) return 'unknown_api';
  if (path === '/healthz' || path === '/metrics') return path.slice(1);
  if (path.startsWith('/images/')) return 'image';
  if (path.startsWith('/assets/')) return 'asset';
  if (path === '/robots.txt' || /^\/sitemap[-.]/.test(path)) return 'seo';
  return 'page';
}

/** Sets a header on the answer, copying it first when its headers are read-only. */
function setHeader(c: Context, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}

const toHonoPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

export function createApp(
  app: AppContext,
  handlers: Handlers,
  contract: Contract = loadContract(),
) {
  const http = new Hono();

  http.onError((error, c) => {
    const refusal = toHttpError(error);
    if (refusal) return errorResponse(c, refusal);
    app.logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json(
      { success: false, message: 'Something went wrong on our side. Please try again.' },
      500,
    );
  });

  // Every answer carries its request's id, which every log line written for it names too, and is
  // counted and timed by operation. Calls the page renderer makes in-process keep the page's id.
  http.use('*', async (c, next) => {
    const requestId = currentRequestId() ?? requestIdFor(c.req.raw, app.config.trustProxy);
    const started = performance.now();
    const run = runInRequest(requestId, async () => {
      await next();
      setHeader(c, 'x-request-id', requestId);
      const operation = currentOperation() ?? kindOf(c.req.path, contract.basePath);
      const seconds = (performance.now() - started) / 1000;
      app.metrics.request(operation, c.req.method, c.res.status, seconds);
      app.logger.debug(
        { operation, method: c.req.method, status: c.res.status, ms: Math.round(seconds * 1000) },
        'request answered',
      );
    });
    await run;
  });

  // Answers built through the context get it here; the few a handler builds itself (cached
  // catalogue pages, uploaded files) set it where they are built, which keeps the fast path fast.
  http.use(`${contract.basePath}/*`, async (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff');
    await next();
    const compressed = await compressJsonAnswer(c.res, c.req.header('accept-encoding'));
    if (compressed) {
      // Set afresh: Hono would copy the first answer's headers (its length, its ETag) over these.
      c.res = undefined;
      c.res = compressed;
    }
  });

  http.get('/healthz', async (c) => {
    await ping(app.db);
    return c.json({ status: 'ok', database: app.driver });
  });

  for (const operation of contract.operations) {
    const handler = handlers[operation.operationId as OperationId] as
      | Handler<OperationId>
      | undefined;
    // The types require every operation of the generated client; a contract read at run time
    // that names another one is out of step with it, and the server must not start.
    if (!handler)
      throw new Error(`No handler for the contract's operation ${operation.operationId}`);
    http.on(
      operation.method,
      `${contract.basePath}${toHonoPath(operation.path)}`,
      route(app, operation, handler),
    );
  }
  // A known path asked with a method it does not have: 405 with the methods it has.
  const methodsByPath = new Map<string, string[]>();
  for (const operation of contract.operations)
    methodsByPath.set(operation.path, [
      ...(methodsByPath.get(operation.path) ?? []),
      operation.method,
    ]);
  for (const [path, methods] of methodsByPath) {
    const allow = methods.join(', ');
    http.all(`${contract.basePath}${toHonoPath(path)}`, () => {
      throw new HttpError(405, `This address does not take that method; use ${allow}.`, undefined, {
        Allow: allow,
      });
    });
  }
  http.all(`${contract.basePath}/*`, () => {
    throw notFound('There is no such API call.');
  });

  http.get('/images/*', async (c) => {
    const file = await serveFile(
      assetsDir,
      c.req.path.slice('/images/'.length),
      'public, max-age=86400',
    );
    if (!file) throw notFound('No such image.');
    return file;
  });

  if (app.config.metricsToken) {
    const expected = Buffer.from(`Bearer ${app.config.metricsToken}`);
    http.get('/metrics', async (c) => {
      const given = Buffer.from(c.req.header('authorization') ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new HttpError(401, 'A valid metrics token is required.', undefined, {
          'WWW-Authenticate': 'Bearer',
        });
      return c.body(await app.metrics.registry.metrics(), 200, {
        'content-type': app.metrics.registry.contentType,
        'cache-control': 'no-store',
      });
    });
  }

  http.get('/robots.txt', (c) => robotsFile(c, app));
  http.get('/sitemap.xml', (c) => sitemapFile(c, app));
  http.get(SITEMAP_PAGES_PATH, (c) => sitemapPagesFile(c, app));
  http.get(SITEMAP_PRODUCTS_ROUTE, (c) => sitemapProductsFile(c, app));
  // Pages are rendered on the server; their loaders call the API in-process through this.
  http.get(
    '*',
    serveStorefront(app, (request) => http.fetch(request)),
  );

  return http;
}
