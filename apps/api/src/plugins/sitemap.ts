import { registerSitemap } from '../modules/seo/public';
import type { Services } from '../platform/request-context';
import { sharedPlugin } from './shared-plugin';

/** sitemap.xml (an index with its files) and robots.txt for search engines (modules/seo). */
export const sitemap = sharedPlugin<{ services: Services }>('sitemap', async (app, { services }) => {
  registerSitemap(app, services);
});
