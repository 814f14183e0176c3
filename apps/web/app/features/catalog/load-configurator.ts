import type { ProductDetail, ProductListItem } from '@portal/shared';
import type { ApiClient } from '../../lib/api';
import { type Metal, getMetalsShownInCatalog } from './api/get-metals';
import { getCategoryByCode } from './api/get-category-by-code';
import { getCategoryProducts } from './api/get-category-products';
import { getRetailProducts } from './api/get-retail-products';
import { DEFAULT_CATALOGUE_STATE, productQueryOf } from './catalogue-search';
import { initialMetalId } from './configurator';
import { loadProduct } from './load-catalogue';

const PICKER_COUNT = 12;

export type ConfiguratorData =
  | { kind: 'picker'; origin: string; products: ProductListItem[] }
  | { kind: 'product'; origin: string; product: ProductDetail; metals: Metal[]; metalId: number | null };

/**
 * The data of /configurator/:productCode? for server rendering: without a code, the featured pieces to start from;
 * with one, the product (404 when unknown), the metals with their colours and the metal of a shared link (`?metal=`).
 * `pickFrom` names a category to start from instead (a decedent's print goes into the memorial pieces).
 */
export async function loadConfigurator(
  client: ApiClient,
  url: URL,
  productCode: string | undefined,
  pickFrom?: string,
): Promise<ConfiguratorData> {
  if (!productCode) {
    const page = pickFrom
      ? await getCategoryByCode(pickFrom, client).then((category) =>
          getCategoryProducts(productQueryOf(DEFAULT_CATALOGUE_STATE, category.id, PICKER_COUNT), client),
        )
      : await getRetailProducts({ pageNo: 1, pageSize: PICKER_COUNT, featured: true }, client);
    return { kind: 'picker', origin: url.origin, products: page.items };
  }
  const [{ product }, metals] = await Promise.all([
    loadProduct(client, url, productCode),
    // The swatches are a nicety: without them the metals are still offered by name.
    getMetalsShownInCatalog(client).catch(() => []),
  ]);
  const metalId = initialMetalId(
    url.searchParams.get('metal'),
    product.metals,
    product.metalId ?? product.metals[0]?.id ?? null,
  );
  return { kind: 'product', origin: url.origin, product, metals, metalId };
}
