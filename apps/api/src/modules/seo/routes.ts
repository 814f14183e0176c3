import { getSeoCatalogs, getSeoCatalogsSchemas } from '@portal/shared/seo/get-seo-catalogs';
import { getSeoProducts, getSeoProductsSchemas } from '@portal/shared/seo/get-seo-products';
import { saveSeoEntry, saveSeoEntrySchemas } from '@portal/shared/seo/save-seo-entry';
import { bindCall } from '../../platform/route';
import * as seo from './service';

export const seoRoutes = [
  bindCall(saveSeoEntry, saveSeoEntrySchemas, ({ services, scope, body }) =>
    seo.saveSeoEntry(services.db, scope, body),
  ),
  bindCall(getSeoCatalogs, getSeoCatalogsSchemas, ({ services, query, lang }) =>
    seo.getSeoCatalogs(services.db, query, lang),
  ),
  bindCall(getSeoProducts, getSeoProductsSchemas, ({ services, query, lang }) =>
    seo.getSeoProducts(services.db, query, lang),
  ),
];
