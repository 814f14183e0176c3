import { defineCall } from '../platform/contract';
import { seoListQuery, seoPage } from './schemas';

export const getSeoCatalogsSchemas = () => ({ query: seoListQuery, response: seoPage });

/** GET /SEO/catalogs: the categories with their SEO entries, paged and searched by name or code. */
export const getSeoCatalogs = defineCall<typeof getSeoCatalogsSchemas>()({
  name: 'getSeoCatalogs',
  domain: 'seo',
  method: 'GET',
  path: '/SEO/catalogs',
  permission: 'CP_SEO:VIEW',
  summary: 'Categories (the API calls them catalogs) with their SEO entries, paged and searched',
});
