import type { Language } from '@portal/shared/platform/language';
import type { Db } from '../../db/client';
import type { Scope } from '../../platform/scope';
import { listProducts, parseProductQuery } from '../catalog/public';

/** GET /Dashboard/Featured: the featured products, through the same listing and prices as the storefront. */
export async function getDashboardFeatured(db: Db, scope: Scope, language: Language, pageSize: number) {
  const page = await listProducts(
    db,
    scope,
    language,
    {},
    { ...parseProductQuery({}), featuredOnly: true },
    { pageNo: 1, pageSize },
  );
  return page.items;
}
