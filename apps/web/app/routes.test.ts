import { describe, expect, it } from 'vitest';
import { PAGES } from './pages';
import routes from './routes';

interface Entry {
  id?: string;
  path?: string;
  index?: boolean;
  children?: Entry[];
}

function leaves(entries: Entry[]): Entry[] {
  return entries.flatMap((entry) => (entry.children ? leaves(entry.children) : [entry]));
}

const table = leaves(routes as Entry[]);
const paths = new Set(table.map((entry) => (entry.index ? '' : entry.path)));

/** spec §2, written as React Router paths. */
const SPEC_ROUTES = [
  'blocked',
  'dev-help',
  'login',
  'logout',
  'backoffice/authorization-error',
  'backoffice/catalog',
  'backoffice/configuration',
  'backoffice/dashboard',
  'backoffice/media-library',
  'backoffice/my-profile',
  'backoffice/seo',
  'backoffice/shopping-cart',
  'backoffice/cms/components',
  'backoffice/cms/contents',
  'backoffice/financial/customer-credits',
  'backoffice/financial/invoices',
  'backoffice/financial/payments',
  'backoffice/order-creation/estimate',
  'backoffice/status-tracking/job-orders',
  'backoffice/status-tracking/quotes',
  'backoffice/status-tracking/sales-orders',
  'backoffice/order-creation/custom-order/item-type/:id',
  'backoffice/order-creation/custom-order/:id?',
  'backoffice/cms/components/:componentId',
  'backoffice/cms/contents/:contentId',
  'backoffice/product-catalog/:productCategoryId?',
  'backoffice/product/:id',
  'backoffice/catalog/:id/products',
];

describe('route table', () => {
  it('holds every route of spec §2 in English and in French under /fr', () => {
    expect(paths.has('')).toBe(true);
    expect(paths.has('fr')).toBe(true);
    for (const path of SPEC_ROUTES) {
      expect(paths.has(path), path).toBe(true);
      expect(paths.has(`fr/${path}`), `fr/${path}`).toBe(true);
    }
  });

  it('is generated from the page definition: two routes per page, unique ids', () => {
    const ids = table.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const page of PAGES) {
      expect(ids).toContain(`en.${page.id}`);
      expect(ids).toContain(`fr.${page.id}`);
    }
  });

  it('ends with the catch-all in both languages', () => {
    expect(paths.has('*')).toBe(true);
    expect(paths.has('fr/*')).toBe(true);
  });

  it('declares an authority for every page (public, or the permissions it needs)', () => {
    for (const page of PAGES) {
      expect(page.authority === 'public' || Array.isArray(page.authority), page.id).toBe(true);
      if (page.path.startsWith('backoffice/')) expect(page.authority, page.id).not.toBe('public');
    }
  });
});
