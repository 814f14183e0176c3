import { getSeoCatalogs } from '@portal/shared/seo/get-seo-catalogs';
import { getSeoProducts } from '@portal/shared/seo/get-seo-products';
import { saveSeoEntry } from '@portal/shared/seo/save-seo-entry';
import { bindCall } from '../../platform/route';
import * as seo from './service';

export const seoRoutes = [
  bindCall(saveSeoEntry, ({ services, scope, body }) => seo.saveSeoEntry(services.db, scope, body)),
  bindCall(getSeoCatalogs, ({ services, query, lang }) => seo.seoCatalogs(services.db, query, lang)),
  bindCall(getSeoProducts, ({ services, query, lang }) => seo.seoProducts(services.db, query, lang)),
];
