import fastifyHelmet from '@fastify/helmet';
import type { ContentSecurityPolicy } from '../platform/script-nonce';
import { sharedPlugin } from './shared-plugin';

/**
 * Helmet's headers, and the Content-Security-Policy written once (platform/script-nonce.ts) on every answer; a page
 * puts its own script nonce in it (platform/web.ts, plugins/web.ts).
 */
export const securityHeaders = sharedPlugin<{ policy: ContentSecurityPolicy }>(
  'security-headers',
  async (app, { policy }) => {
    await app.register(fastifyHelmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', policy.fixed);
    });
  },
);
