import type { GridCode } from '../../lib/grid-settings';
import { ORDER_TABS, QUOTE_TABS } from '../../pages';

/** The three tracked kinds (spec §4 "Entity kinds: job order, sales order, price quote"). */
export type OrderKind = 'JO' | 'PQ' | 'SO';

export interface OrderKindConfig {
  kind: OrderKind;
  /** The page (pages.ts) whose URL the list lives at. */
  pageId: string;
  path: string;
  /** Permission module: VIEW, EDIT, APPROVE, STATUS. */
  module: 'CP_JOB_ORDERS' | 'CP_PRICE_QUOTES' | 'CP_SALES_ORDERS';
  /** spec §9 grid setting key. */
  gridCode: GridCode;
  /** spec §9: job orders page from 0, the other lists from 1. */
  pageBase: 0 | 1;
  /** The tabs of the list, the first the default (spec §2 / §4). */
  tabs: readonly string[];
  /** i18n key stem: orders.kinds.<key>. */
  key: 'jobOrders' | 'quotes' | 'salesOrders';
}

export const ORDER_KINDS: Record<OrderKind, OrderKindConfig> = {
  JO: {
    kind: 'JO',
    pageId: 'backoffice.statusTracking.jobOrders',
    path: '/backoffice/status-tracking/job-orders',
    module: 'CP_JOB_ORDERS',
    gridCode: 'JobOrderGrid',
    pageBase: 0,
    tabs: ORDER_TABS,
    key: 'jobOrders',
  },
  PQ: {
    kind: 'PQ',
    pageId: 'backoffice.statusTracking.quotes',
    path: '/backoffice/status-tracking/quotes',
    module: 'CP_PRICE_QUOTES',
    gridCode: 'CPv3_PriceQuoteGrid',
    pageBase: 1,
    tabs: QUOTE_TABS,
    key: 'quotes',
  },
  SO: {
    kind: 'SO',
    pageId: 'backoffice.statusTracking.salesOrders',
    path: '/backoffice/status-tracking/sales-orders',
    module: 'CP_SALES_ORDERS',
    gridCode: 'SalesOrderGrid',
    pageBase: 1,
    tabs: ORDER_TABS,
    key: 'salesOrders',
  },
};
