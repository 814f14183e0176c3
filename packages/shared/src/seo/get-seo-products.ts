import { defineCall } from '../platform/contract';
import { seoListQuery, seoPage } from './schemas';

/** GET /SEO/products: the products with their SEO entries. */
export const getSeoProducts = defineCall({
  name: 'getSeoProducts',
  domain: 'seo',
  method: 'GET',
  path: '/SEO/products',
  permission: 'CP_SEO:VIEW',
  summary: 'Products with their SEO entries, paged and searched',
  query: seoListQuery,
  response: seoPage,
});
