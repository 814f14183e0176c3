import {
  getDashboardBalanceInfo,
  getDashboardBalanceInfoSchemas,
} from '@portal/shared/dashboard/get-dashboard-balance-info';
import {
  getDashboardFeatured,
  getDashboardFeaturedSchemas,
} from '@portal/shared/dashboard/get-dashboard-featured';
import {
  getDashboardInvoiceStatusSummary,
  getDashboardInvoiceStatusSummarySchemas,
} from '@portal/shared/dashboard/get-dashboard-invoice-status-summary';
import {
  getDashboardInvoices,
  getDashboardInvoicesSchemas,
} from '@portal/shared/dashboard/get-dashboard-invoices';
import {
  getDashboardMessages,
  getDashboardMessagesSchemas,
} from '@portal/shared/dashboard/get-dashboard-messages';
import { getDashboardMetals, getDashboardMetalsSchemas } from '@portal/shared/dashboard/get-dashboard-metals';
import { getDashboardOrders, getDashboardOrdersSchemas } from '@portal/shared/dashboard/get-dashboard-orders';
import {
  getDashboardOrdersStatusSummary,
  getDashboardOrdersStatusSummarySchemas,
} from '@portal/shared/dashboard/get-dashboard-orders-status-summary';
import {
  getDashboardPrimitiveSetting,
  getDashboardPrimitiveSettingSchemas,
} from '@portal/shared/dashboard/get-dashboard-primitive-setting';
import {
  getDashboardSettings,
  getDashboardSettingsSchemas,
} from '@portal/shared/dashboard/get-dashboard-settings';
import {
  saveDashboardPrimitiveSetting,
  saveDashboardPrimitiveSettingSchemas,
} from '@portal/shared/dashboard/save-dashboard-primitive-setting';
import {
  saveDashboardSettings,
  saveDashboardSettingsSchemas,
} from '@portal/shared/dashboard/save-dashboard-settings';
import {
  getDashboardProductionUpdates,
  getDashboardProductionUpdatesSchemas,
} from '@portal/shared/dashboard/get-dashboard-production-updates';
import type { Services } from '../../platform/request-context';
import { bindCall, type RouteDefinition } from '../../platform/route';
import * as featured from './featured-card';
import * as financeCards from './finance-cards';
import * as metals from './metals';
import * as orderCards from './order-cards';
import { productionUpdates } from './production-card';
import * as settings from './settings';

const today = (services: Services) => services.now().toISOString().slice(0, 10);

/** spec §7 "Dashboard": every card's data, scoped to the caller, and the user's card settings and layout. */
export const dashboardRoutes: RouteDefinition[] = [
  bindCall(
    getDashboardProductionUpdates,
    getDashboardProductionUpdatesSchemas,
    ({ services, scope, query, lang }) => productionUpdates(services.db, scope, query, lang),
  ),
  bindCall(getDashboardMessages, getDashboardMessagesSchemas, ({ services, scope, query, lang }) =>
    orderCards.getDashboardMessages(services.db, scope, query, lang),
  ),
  bindCall(getDashboardBalanceInfo, getDashboardBalanceInfoSchemas, ({ services, scope, query, lang }) =>
    financeCards.getDashboardBalanceInfo(services.db, scope, query, lang, today(services)),
  ),
  bindCall(getDashboardOrders, getDashboardOrdersSchemas, ({ services, scope, query, lang }) =>
    orderCards.getDashboardOrders(services.db, scope, query, lang),
  ),
  bindCall(
    getDashboardOrdersStatusSummary,
    getDashboardOrdersStatusSummarySchemas,
    ({ services, scope, params, query, lang }) =>
      orderCards.getDashboardOrdersStatusSummary(services.db, scope, params.kind, query, lang),
  ),
  bindCall(
    getDashboardInvoiceStatusSummary,
    getDashboardInvoiceStatusSummarySchemas,
    ({ services, scope, query, lang }) =>
      financeCards.getDashboardInvoiceStatusSummary(services.db, scope, query, lang, today(services)),
  ),
  bindCall(getDashboardInvoices, getDashboardInvoicesSchemas, ({ services, scope, query, lang }) =>
    financeCards.getDashboardInvoices(services.db, scope, query, lang, today(services)),
  ),
  bindCall(getDashboardMetals, getDashboardMetalsSchemas, ({ services, query, lang }) =>
    metals.getDashboardMetals(services.db, lang, query.months, services.now()),
  ),
  bindCall(getDashboardFeatured, getDashboardFeaturedSchemas, ({ services, scope, query, lang }) =>
    featured.getDashboardFeatured(services.db, scope, lang, query.pageSize),
  ),
  bindCall(getDashboardSettings, getDashboardSettingsSchemas, ({ services, scope }) =>
    settings.getDashboardSettings(services.db, scope),
  ),
  bindCall(saveDashboardSettings, saveDashboardSettingsSchemas, ({ services, scope, body }) =>
    settings.saveDashboardSettings(services.db, scope, body, services.now()),
  ),
  bindCall(saveDashboardPrimitiveSetting, saveDashboardPrimitiveSettingSchemas, ({ services, scope, body }) =>
    settings.saveDashboardPrimitiveSetting(services.db, scope, body.Code, body.Value, services.now()),
  ),
  bindCall(getDashboardPrimitiveSetting, getDashboardPrimitiveSettingSchemas, ({ services, scope, params }) =>
    settings.getDashboardPrimitiveSetting(services.db, scope, params.code),
  ),
];
