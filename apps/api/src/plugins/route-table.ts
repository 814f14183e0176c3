import type { PortalApp } from './server-options';
import { sharedPlugin } from './shared-plugin';

/** Every route the server knows, with the permission it declared (`app.routeTable`): a test fails if one has none. */
export const routeTable = sharedPlugin('route-table', async (app) => {
  const table: PortalApp['routeTable'] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Read when asked: hooks of inner plugins (the docs pages) may still set the config after this one.
    for (const method of methods) {
      table.push({
        method,
        url: route.url,
        get permission() {
          return (route.config as { permission?: unknown } | undefined)?.permission;
        },
      });
    }
  });
  app.decorate('routeTable', table);
});
