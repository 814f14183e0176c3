import type { ProductCategory, ProductDetail, ProductListItem } from '@portal/shared';
import { data } from 'react-router';
import { ApiError, type ApiClient } from '../../lib/api';
import { getCategoryByCode } from './api/get-category-by-code';
import { type ProductPage, getCategoryProducts } from './api/get-category-products';
import { getCategoryTree } from './api/get-category-tree';
import { getFilterAttributes } from './api/get-filter-attributes';
import { type FilterAttribute, getFilterAttributesByCategory } from './api/get-filter-attributes-by-category';
import { getProductByCode } from './api/get-product-by-code';
import { getRetailProducts } from './api/get-retail-products';
import { type CatalogueState, parseCatalogueSearch, productQueryOf } from './catalogue-search';

const FEATURED_COUNT = 8;

export type CatalogueData =
  | { kind: 'overview'; origin: string; categories: ProductCategory[]; featured: ProductListItem[] }
  | {
      kind: 'category';
      origin: string;
      categories: ProductCategory[];
      /** null: a search's results over the whole catalogue (/catalogue?search=…). */
      category: ProductCategory | null;
      attributes: FilterAttribute[];
      products: ProductPage;
      state: CatalogueState;
    };

/** An unknown code is the 404 page (spec §5), not an error page. */
function notFoundOn404(error: unknown): never {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    throw data('Not Found', { status: 404 });
  }
  throw error;
}

/**
 * The data of /catalogue/:categoryCode? for server rendering: the URL alone decides the view. /catalogue with a
 * `search` is the search's results in the whole catalogue, with its filters.
 */
export async function loadCatalogue(
  client: ApiClient,
  url: URL,
  categoryCode: string | undefined,
): Promise<CatalogueData> {
  const state = parseCatalogueSearch(url.searchParams);
  if (!categoryCode && state.search) {
    const [categories, attributes, products] = await Promise.all([
      getCategoryTree(client),
      getFilterAttributes(state.search, client),
      getCategoryProducts(productQueryOf(state, undefined), client),
    ]);
    return { kind: 'category', origin: url.origin, categories, category: null, attributes, products, state };
  }
  if (!categoryCode) {
    const [categories, featured] = await Promise.all([
      getCategoryTree(client),
      getRetailProducts({ pageNo: 1, pageSize: FEATURED_COUNT, featured: true }, client),
    ]);
    return { kind: 'overview', origin: url.origin, categories, featured: featured.items };
  }
  const [category, categories] = await Promise.all([
    getCategoryByCode(categoryCode, client).catch(notFoundOn404),
    getCategoryTree(client),
  ]);
  const [attributes, products] = await Promise.all([
    getFilterAttributesByCategory(category.id, client),
    getCategoryProducts(productQueryOf(state, category.id), client),
  ]);
  return { kind: 'category', origin: url.origin, categories, category, attributes, products, state };
}

export interface ProductData {
  origin: string;
  product: ProductDetail;
}

/** The data of /product/:productCode for server rendering. */
export async function loadProduct(client: ApiClient, url: URL, productCode: string): Promise<ProductData> {
  const product = await getProductByCode(productCode, client).catch(notFoundOn404);
  return { origin: url.origin, product };
}
