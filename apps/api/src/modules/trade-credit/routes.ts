import { approvePurchase, approvePurchaseSchemas } from '@portal/shared/trade-credit/approve-purchase';
import { declineHold, declineHoldSchemas } from '@portal/shared/trade-credit/decline-hold';
import { declinePurchase, declinePurchaseSchemas } from '@portal/shared/trade-credit/decline-purchase';
import { getHeldOrders, getHeldOrdersSchemas } from '@portal/shared/trade-credit/get-held-orders';
import {
  getOrdersAwaitingApproval,
  getOrdersAwaitingApprovalSchemas,
} from '@portal/shared/trade-credit/get-orders-awaiting-approval';
import {
  getOrderLimit,
  getOrderLimitSchemas,
  saveOrderLimit,
  saveOrderLimitSchemas,
} from '@portal/shared/trade-credit/order-limit';
import { releaseOrder, releaseOrderSchemas } from '@portal/shared/trade-credit/release-order';
import { saveTradeTerms, saveTradeTermsSchemas } from '@portal/shared/trade-credit/save-trade-terms';
import { bindCall } from '../../platform/route';
import * as decisions from './hold-decisions';
import * as lists from './held-orders';
import * as limits from './order-limit';
import * as terms from './trade-terms';

export const tradeCreditRoutes = [
  bindCall(getHeldOrders, getHeldOrdersSchemas, ({ services, scope, query, lang }) =>
    lists.getHeldOrders(services.db, scope, query.customerId, lang),
  ),
  bindCall(releaseOrder, releaseOrderSchemas, ({ services, scope, params, body }) =>
    decisions.releaseOrder(services, scope, params.id, body.note ?? null),
  ),
  bindCall(declineHold, declineHoldSchemas, ({ services, scope, params, body }) =>
    decisions.declineHold(services, scope, params.id, body.reason),
  ),
  bindCall(getOrdersAwaitingApproval, getOrdersAwaitingApprovalSchemas, ({ services, scope, lang }) =>
    lists.getOrdersAwaitingApproval(services.db, scope, lang),
  ),
  bindCall(approvePurchase, approvePurchaseSchemas, ({ services, scope, params, lang }) =>
    decisions.approvePurchase(services, scope, params.id, lang),
  ),
  bindCall(declinePurchase, declinePurchaseSchemas, ({ services, scope, params, body }) =>
    decisions.declinePurchase(services, scope, params.id, body.reason),
  ),
  bindCall(getOrderLimit, getOrderLimitSchemas, ({ services, scope, params, query }) =>
    limits.getOrderLimit(services.db, scope, params.id, query),
  ),
  bindCall(saveOrderLimit, saveOrderLimitSchemas, ({ services, scope, params, body }) =>
    limits.saveOrderLimit(services.db, scope, params.id, body),
  ),
  bindCall(saveTradeTerms, saveTradeTermsSchemas, ({ services, scope, params, body }) =>
    terms.saveTradeTerms(services.db, scope, params.id, body),
  ),
];
