import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { openApiTransform } from '../platform/openapi-schema';
import { APP_VERSION } from '../platform/version';
import { sharedPlugin } from './shared-plugin';

/** The OpenAPI document, built from the routes' zod schemas as they are registered. */
export const openApi = sharedPlugin('openapi', async (app) => {
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
});

/** Registered under /api after the calls: the document at /api/openapi.json and its pages at /api/docs/. */
export const openApiDocs = sharedPlugin('openapi-docs', async (api) => {
  api.get('/openapi.json', { schema: { hide: true }, config: { permission: ['public'] } }, async () =>
    api.swagger(),
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
});
