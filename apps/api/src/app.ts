import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { errorEnvelope } from './platform/envelope';
import { AppError } from './platform/errors';
import { installCachingHeaders } from './platform/caching-headers';
import { shareContentChanges } from './platform/content-generation';
import { answerClientError, answerRouterError, installErrorHandler } from './platform/error-handler';
import { requestLanguage } from './platform/language';
import { translateMessage } from './platform/messages';
import { MailSeal, Mailer } from './platform/mail';
import { openApiTransform } from './platform/openapi-schema';
import { listenOrigin } from './platform/public-origin';
import { registerMediaRoute } from './platform/media-route';
import { generateDemoAsset, mayViewLibraryFile, MEDIA_LIBRARY_FOLDER } from './modules/media/public';
import { contentSecurityPolicy } from './platform/script-nonce';
import { DiskBlobStore, S3BlobStore, type BlobStore } from './platform/blob-store';
import { MediaStorage } from './platform/storage';
import type { Services } from './platform/request-context';
import { registerRoutes, type RouteDefinition } from './platform/route';
import { TokenSigner } from './platform/tokens';
import { APP_VERSION } from './platform/version';
import { defaultWebBuildDir, mountWeb } from './platform/web';
import { generateProductArt } from './modules/catalog/product-art-render';
import { mayViewDesignImage } from './modules/custom-orders/public';
import { generateDemoPrint, mayViewFingerprint } from './modules/decedents/public';
import { processorPageOrigins } from './modules/finance/public';
import { mayViewNoteImage } from './modules/orders/public';
import { registerSitemap } from './modules/seo/sitemap';
import { allRoutes } from './routes';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  validateResponses?: boolean;
  /** Serve the React app when its build is present (off in API tests). */
  web?: boolean;
  routes?: readonly RouteDefinition[];
  /** Calls carrying this token in x-portal-internal (server rendering) skip the per-address rate limit. */
  internalToken?: string;
}

export type PortalApp = FastifyInstance & {
  services: Services;
  /** Every registered route with the permission it declared. */
  routeTable: { method: string; url: string; permission: unknown }[];
  requestsInFlight: () => number;
};

const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;

/** Media in S3-compatible storage when S3_BUCKET is set (every instance shares it), else on disk in DATA_DIR/media. */
function blobStoreOf(config: Config): BlobStore {
  if (!config.S3_BUCKET) return new DiskBlobStore(path.join(config.DATA_DIR, 'media'));
  return new S3BlobStore({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  });
}

/** Builds the whole server (plugins, error handling, envelope, routes, web app) without listening. */
export async function buildApp(options: BuildOptions): Promise<PortalApp> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    // One line per request only at LOG_LEVEL=debug (below): at info a newcomer's terminal showed two per request.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // A caller's id is kept when it looks like one, so a request can be followed across services.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerRouterError,
  });

  if (app.log.level === 'trace')
    app.addHook('onRequest', (request, _reply, done) => {
      request.log.trace({ method: request.method, url: request.url }, 'request received');
      done();
    });
  if (app.log.level === 'debug' || app.log.level === 'trace')
    app.addHook('onResponse', (request, reply, done) => {
      request.log.debug(
        {
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
      done();
    });

  // Every route the server knows, with the permission it declared: a test fails if one has none.
  const routeTable: { method: string; url: string; permission: unknown }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Read when asked: hooks of inner plugins (the docs pages) may still set the config after this one.
    for (const method of methods) {
      routeTable.push({
        method,
        url: route.url,
        get permission() {
          return (route.config as { permission?: unknown } | undefined)?.permission;
        },
      });
    }
  });

  const services: Services = {
    db: database.db,
    config,
    tokens: new TokenSigner(config.JWT_SECRET, config.JWT_PREVIOUS_SECRET),
    mailer: new Mailer(config.SMTP_URL, config.MAIL_FROM, new MailSeal(config.JWT_SECRET), (err, message) =>
      app.log.error({ err }, message),
    ),
    media: new MediaStorage(blobStoreOf(config)),
    now: options.now ?? (() => new Date()),
    // One trusted origin for pages, links and mail; never the request's Host header.
    publicOrigin: () => config.PUBLIC_URL?.replace(/\/$/, '') ?? listenOrigin(app.server.address(), config),
  };

  // Schemas are zod; validation happens in registerRoutes so that every bad field of params, query and body is listed.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', String(request.id));
  });
  installCachingHeaders(app);
  const stopSharingContentChanges = await shareContentChanges(database);
  app.addHook('onClose', async () => {
    await stopSharingContentChanges();
    await services.mailer.settle();
    services.mailer.close();
    services.media.store.close?.();
  });
  // Requests still running when the server closes: shutdown waits for them before closing the database. A request
  // ends when its response closes, sent or not: a client that gives up mid-request (a load generator stopping) never
  // gets an onResponse, and counting on that hook kept shutdown waiting for requests that were gone.
  let inFlight = 0;
  app.addHook('onRequest', async (_request, reply) => {
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
  installErrorHandler(app);
  // A JSON body must be UTF-8: broken bytes are refused, not silently turned into U+FFFD and stored.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new AppError('VALIDATION', 'The request body is not valid UTF-8'), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // The policy is written once (platform/script-nonce.ts); a page puts its own script nonce in it (platform/web.ts).
  await app.register(fastifyHelmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  const policy = contentSecurityPolicy(processorPageOrigins(config));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', policy.fixed);
  });
  // HTML and JSON compressed on the fly above 1 KB (Brotli at a quick level, or gzip, as the browser accepts); the
  // built assets are compressed once at build time and skipped here, as are images.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(fastifyCookie);
  // CORS is closed unless CORS_ORIGINS names the origins allowed to call the API from a browser.
  if (config.CORS_ORIGINS.length > 0) {
    await app.register(fastifyCors, { origin: config.CORS_ORIGINS, credentials: true });
  }
  await app.register(fastifySwagger, {
    openapi: {
      // 3.1: a nullable field is `type: [..., 'null']`, which 3.0's `nullable` cannot say for a union.
      openapi: '3.1.0',
      info: {
        title: 'Jewelry portal API',
        version: APP_VERSION,
        description:
          'Every call of the customer portal, storefront and back-office. Answers carry the envelope ' +
          '`{ value, hasErrors, errorMessages, apiMessages }`, errors included; sign in with ' +
          '`POST /api/auth/portal-login` and send the token as `Authorization: Bearer <token>`.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [
        {
          url: '{origin}',
          description: 'The install (PUBLIC_URL)',
          variables: { origin: { default: 'http://localhost:3000' } },
        },
      ],
      security: [{ bearerAuth: [] }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // The calls under /api only: the web app's files (/assets/{name}) are not calls of the API.
    transform: openApiTransform,
  });

  await app.register(
    async (api) => {
      // With REDIS_URL every instance counts in one place; an unreachable Redis lets requests through rather than
      // turning the whole product away (the sign-in throttle, in the database, still holds).
      const redis = config.REDIS_URL
        ? new Redis(config.REDIS_URL, {
            connectTimeout: 500,
            maxRetriesPerRequest: 1,
            enableOfflineQueue: false,
          })
        : null;
      if (redis) {
        redis.on('error', (error) => app.log.warn({ err: error }, 'Redis (rate limit) unreachable'));
        api.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
      }
      await api.register(fastifyRateLimit, {
        max: config.RATE_LIMIT_PER_MINUTE,
        timeWindow: '1 minute',
        ...(redis ? { redis, nameSpace: 'portal-rate-limit-', skipOnError: true } : {}),
        allowList: (request) =>
          options.internalToken !== undefined &&
          request.headers['x-portal-internal'] === options.internalToken,
        errorResponseBuilder: (_req, context) => {
          const error = new AppError(
            'RATE_LIMITED',
            'Too many requests. Please wait a moment and try again.',
          );
          error.headers['retry-after'] = String(Math.ceil(context.ttl / 1000));
          return error;
        },
      });
      await api.register(fastifyMultipart, {
        limits: { fileSize: config.UPLOAD_LIMIT_BYTES, files: 20, fields: 200 },
      });
      registerRoutes(api, options.routes ?? allRoutes, {
        services,
        validateResponses: options.validateResponses ?? false,
      });
      api.get('/openapi.json', { schema: { hide: true }, config: { permission: ['public'] } }, async () =>
        app.swagger(),
      );
      // The docs page links its assets relatively, so it must be served at /api/docs/ (the router ignores the slash).
      api.addHook('onRequest', async (request, reply) => {
        if (request.url.split('?')[0]!.toLowerCase() === '/api/docs') await reply.redirect('/api/docs/', 302);
      });
      await api.register(async (docs) => {
        // The docs pages are static and public; marking them keeps "every route declares a permission" true.
        docs.addHook('onRoute', (route) => {
          route.config = { ...route.config, permission: ['public'] };
        });
        await docs.register(fastifySwaggerUi, {
          routePrefix: '/docs',
          uiConfig: { docExpansion: 'list', deepLinking: true },
        });
      });
      api.setNotFoundHandler((request, reply) => {
        const message = translateMessage(
          requestLanguage(request),
          `No API call ${request.method} ${request.url.split('?')[0]}`,
        );
        void reply.status(404).send(errorEnvelope([{ key: 'notFound', value: message }], [message]));
      });
    },
    { prefix: '/api' },
  );

  registerMediaRoute(app, services, {
    generate: async (key) =>
      (await generateProductArt(key)) ?? (await generateDemoPrint(key)) ?? generateDemoAsset(key),
    privateFolders: {
      'order-notes': mayViewNoteImage,
      'custom-orders': mayViewDesignImage,
      fingerprints: mayViewFingerprint,
      [MEDIA_LIBRARY_FOLDER]: mayViewLibraryFile,
    },
  });
  registerSitemap(app, services);

  const webHandler =
    options.web === false
      ? null
      : await mountWeb(
          app,
          config.WEB_BUILD_DIR ?? defaultWebBuildDir(path.dirname(fileURLToPath(import.meta.url))),
          services.publicOrigin,
          policy,
        );
  app.setNotFoundHandler(async (request, reply) => {
    if (webHandler && (request.method === 'GET' || request.method === 'HEAD' || request.method === 'POST')) {
      return webHandler(request, reply);
    }
    return reply.status(404).type('text/plain').send('This page could not be found');
  });

  return Object.assign(app, {
    services,
    routeTable,
    requestsInFlight: () => inFlight,
  }) as unknown as PortalApp;
}
