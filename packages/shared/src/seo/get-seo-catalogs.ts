import { defineCall } from '../platform/contract';
import { seoListQuery, seoPage } from './schemas';

/** GET /SEO/catalogs: the categories (the API calls them catalogs) with their SEO entries. */
export const getSeoCatalogs = defineCall({
  name: 'getSeoCatalogs',
  domain: 'seo',
  method: 'GET',
  path: '/SEO/catalogs',
  permission: 'CP_SEO:VIEW',
  summary: 'Categories with their SEO entries, paged and searched',
  query: seoListQuery,
  response: seoPage,
});
