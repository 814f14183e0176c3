import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config';
import type { ContentSecurityPolicy } from '../platform/script-nonce';
import { defaultWebBuildDir, mountWeb } from '../platform/web';
import { sharedPlugin } from './shared-plugin';

interface WebOptions {
  config: Config;
  publicOrigin: () => string;
  policy: ContentSecurityPolicy;
  /** Off in API tests: every unknown address is then a plain 404. */
  web: boolean;
}

/**
 * The React app's build (its files, and its pages rendered on the server through the page cache, platform/web.ts)
 * answers every address no route claims; without a build, a plain 404.
 */
export const web = sharedPlugin<WebOptions>('web', async (app, { config, publicOrigin, policy, web }) => {
  const webHandler = web
    ? await mountWeb(
        app,
        config.WEB_BUILD_DIR ?? defaultWebBuildDir(path.dirname(fileURLToPath(import.meta.url))),
        publicOrigin,
        policy,
      )
    : null;
  app.setNotFoundHandler(async (request, reply) => {
    if (webHandler && (request.method === 'GET' || request.method === 'HEAD' || request.method === 'POST')) {
      return webHandler(request, reply);
    }
    return reply.status(404).type('text/plain').send('This page could not be found');
  });
});
