import { defineCall } from '../platform/contract';
import { seoListQuery, seoPage } from './schemas';

export const getSeoProductsSchemas = () => ({ query: seoListQuery, response: seoPage });

/** GET /SEO/products: the products with their SEO entries, paged and searched by name or code. */
export const getSeoProducts = defineCall<typeof getSeoProductsSchemas>()({
  name: 'getSeoProducts',
  domain: 'seo',
  method: 'GET',
  path: '/SEO/products',
  permission: 'CP_SEO:VIEW',
  summary: 'Products with their SEO entries, paged and searched',
});
