import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { answerClientError, answerRouterError } from '../platform/error-handler';
import type { Services } from '../platform/request-context';
import type { RouteDefinition } from '../platform/route';

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

/** The options of the Fastify instance itself: logging, routing, limits, proxies, request ids, low-level errors. */
export function serverOptions(options: BuildOptions): FastifyServerOptions {
  const { config } = options;
  return {
    logger: options.logger ?? { level: config.LOG_LEVEL },
    // One line per request only at LOG_LEVEL=debug (plugins/request-log.ts): at info a newcomer's terminal showed two
    // per request.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Behind a trusted proxy (TRUST_PROXY), the id it gave is kept, so a request can be followed across services.
    // Otherwise any client could write it: a chosen id would forge or blur lines of the log and the audit trail.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return config.TRUST_PROXY && typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // The web plugin loads the web app's server build: on a busy two-core machine that took over Fastify's default 10 s
    // for a plugin, and the server gave up starting. A plugin that never finishes still fails, later.
    pluginTimeout: 60_000,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerRouterError,
  };
}
