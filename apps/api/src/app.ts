import Fastify from 'fastify';
import { processorPageOrigins } from './modules/finance/public';
import { registerRoutes } from './platform/route';
import { contentSecurityPolicy } from './platform/script-nonce';
import { cachingHeaders } from './plugins/caching-headers';
import { compression } from './plugins/compression';
import { cookiesAndCors } from './plugins/cookies-and-cors';
import { errorHandling, unknownApiCall } from './plugins/error-handling';
import { jsonBodies } from './plugins/json-bodies';
import { media } from './plugins/media';
import { metrics } from './plugins/metrics';
import { multipart } from './plugins/multipart';
import { openApi, openApiDocs } from './plugins/openapi';
import { rateLimit } from './plugins/rate-limit';
import { requestLog } from './plugins/request-log';
import { routeTable } from './plugins/route-table';
import { securityHeaders } from './plugins/security-headers';
import { serverOptions, type BuildOptions, type PortalApp } from './plugins/server-options';
import { createServices, servicesLifecycle } from './plugins/services';
import { sitemap } from './plugins/sitemap';
import { web } from './plugins/web';
import { allRoutes } from './routes';

export type { BuildOptions, PortalApp } from './plugins/server-options';

/**
 * Builds the whole server without listening: one plugin per concern (src/plugins), in this order, since hooks of one
 * kind run in the order they were added; then the calls under /api; then media, sitemap and the web app.
 */
export async function buildApp(options: BuildOptions): Promise<PortalApp> {
  const { config, database } = options;
  const app = Fastify(serverOptions(options));
  const services = createServices(app, options);
  const policy = contentSecurityPolicy(processorPageOrigins(config));

  await app.register(requestLog);
  await app.register(metrics, { config, database });
  await app.register(routeTable);
  await app.register(jsonBodies);
  await app.register(cachingHeaders);
  await app.register(servicesLifecycle, { services, database });
  await app.register(errorHandling);
  await app.register(securityHeaders, { policy });
  await app.register(compression);
  await app.register(cookiesAndCors, { config });
  await app.register(openApi);
  await app.register(
    async (api) => {
      await api.register(rateLimit, { config, redis: services.redis, internalToken: options.internalToken });
      await api.register(multipart, { config });
      registerRoutes(api, options.routes ?? allRoutes, {
        services,
        validateResponses: options.validateResponses ?? false,
      });
      await api.register(openApiDocs);
      await api.register(unknownApiCall);
    },
    { prefix: '/api' },
  );
  await app.register(media, { services });
  await app.register(sitemap, { services });
  await app.register(web, {
    config,
    publicOrigin: services.publicOrigin,
    policy,
    web: options.web !== false,
  });
  return app as unknown as PortalApp;
}
