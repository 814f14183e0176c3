import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * Marks a plugin as working on the instance it is registered on rather than on an encapsulated copy: Fastify skips
 * the encapsulation of a plugin carrying `skip-override` (the symbol the `fastify-plugin` package sets), so its hooks,
 * handlers and decorations reach the routes registered after it, in the order app.ts registers the plugins.
 */
export function sharedPlugin<Options extends FastifyPluginOptions = Record<never, never>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
