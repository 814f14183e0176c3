// The SEO module's door for other modules: the entry a page renders.
export { seoFor } from './service';
// The server's sitemap plugin (plugins/sitemap.ts).
export { registerSitemap } from './sitemap';
