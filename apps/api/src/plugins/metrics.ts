import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { AppError, forbidden } from '../platform/errors';
import { createMetrics } from '../platform/metrics-registry';
import { bearerToken } from '../platform/authenticate';
import { sharedPlugin } from './shared-plugin';

/**
 * GET /metrics in Prometheus' text format (docs/operations.md "Metrics and request ids"), and every answer counted by
 * method, route pattern and status. Registered before the routes, so that its hook sees every one of them.
 */
export const metrics = sharedPlugin<{ config: Config; database: Database }>(
  'metrics',
  async (app, { config, database }) => {
    const portal = createMetrics(database, (err) => app.log.warn({ err }, 'a metric could not be read'));
    app.addHook('onListen', async () => portal.startProcessMetrics());
    app.addHook('onResponse', async (request, reply) => {
      portal.observeRequest(
        {
          method: request.method,
          route: routeLabel(request),
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
    app.get(
      '/metrics',
      { config: { permission: ['public'] }, schema: { hide: true } },
      async (request, reply) => {
        checkMetricsAccess(request, config.METRICS_TOKEN);
        portal.startProcessMetrics();
        const text = await portal.registry.metrics();
        return reply.type(portal.registry.contentType).header('cache-control', 'no-store').send(text);
      },
    );
  },
);

/**
 * The route's pattern (`/api/JobOrders/:id`), never the URL: one series per route, whatever ids callers send. The web
 * app's pages are answered by the not-found handler (plugins/web.ts), so they have no pattern: `web`; an unknown API
 * call is `unmatched`.
 */
function routeLabel(request: FastifyRequest): string {
  if (request.routeOptions.url !== undefined) return request.routeOptions.url;
  return /^\/api(?:[/?]|$)/i.test(request.url) ? 'unmatched' : 'web';
}

/**
 * With METRICS_TOKEN, the bearer token must be it (401 otherwise). Without it, only this machine may read: the
 * socket's own address decides, never a forwarded header, which any client can write.
 */
function checkMetricsAccess(request: FastifyRequest, token: string | undefined): void {
  if (token !== undefined) {
    const given = bearerToken(request);
    if (given === null || !sameSecret(given, token)) {
      const error = new AppError('UNAUTHENTICATED', 'The metrics token is missing or wrong');
      error.headers['www-authenticate'] = 'Bearer realm="metrics"';
      throw error;
    }
    return;
  }
  if (!isLoopback(request.socket.remoteAddress))
    throw forbidden('Metrics are served only to this machine unless METRICS_TOKEN is set');
}

/** Compared as digests of one length, in constant time: the time taken says nothing of how much of it matched. */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

/** 127.0.0.0/8 and ::1, also written as IPv4 inside IPv6 (`::ffff:127.0.0.1`, a dual-stack socket's form). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}
