import { addPriceQuoteNote, addPriceQuoteNoteSchemas } from '@portal/shared/orders/add-price-quote-note';
import { addSalesOrderNote, addSalesOrderNoteSchemas } from '@portal/shared/orders/add-sales-order-note';
import { getOrderByCode, getOrderByCodeSchemas } from '@portal/shared/orders/get-order-by-code';
import { generatePaidInvoice, generatePaidInvoiceSchemas } from '@portal/shared/orders/generate-paid-invoice';
import {
  getPriceQuoteDetail,
  getPriceQuoteDetailSchemas,
} from '@portal/shared/orders/get-price-quote-detail';
import { getPriceQuoteItems, getPriceQuoteItemsSchemas } from '@portal/shared/orders/get-price-quote-items';
import { getPriceQuoteNotes, getPriceQuoteNotesSchemas } from '@portal/shared/orders/get-price-quote-notes';
import { getPriceQuotes, getPriceQuotesSchemas } from '@portal/shared/orders/get-price-quotes';
import {
  getSalesOrderDetail,
  getSalesOrderDetailSchemas,
} from '@portal/shared/orders/get-sales-order-detail';
import { getSalesOrderItems, getSalesOrderItemsSchemas } from '@portal/shared/orders/get-sales-order-items';
import { getSalesOrderNotes, getSalesOrderNotesSchemas } from '@portal/shared/orders/get-sales-order-notes';
import { getSalesOrders, getSalesOrdersSchemas } from '@portal/shared/orders/get-sales-orders';
import { setQuoteStatus, setQuoteStatusSchemas } from '@portal/shared/orders/set-quote-status';
import {
  lockQuoteMetalPrice,
  lockQuoteMetalPriceSchemas,
} from '@portal/shared/orders/lock-quote-metal-price';
import { bindCall } from '../../platform/route';
import * as detail from './order-detail';
import { listOrders, listRequestFrom } from './order-lists';
import { addNote, listNotes } from './order-notes';
import * as quoteSales from './quote-sales-actions';
import * as quoteLock from './quote-lock';

const GROUPS = { open: 'OPEN', closed: 'CLOSED', all: 'ALL' } as const;

export const quoteRoutes = [
  // The confirmation of any submitted kind (job order, sales order, price quote) by its code.
  bindCall(getOrderByCode, getOrderByCodeSchemas, ({ services, scope, lang, params }) =>
    detail.orderDetailByCode(services.db, scope, params.code, lang),
  ),
  bindCall(getPriceQuotes, getPriceQuotesSchemas, ({ services, scope, lang, query }) =>
    listOrders(
      services.db,
      scope,
      listRequestFrom(
        'PQ',
        1,
        { ...query, openClosed: query.group ? GROUPS[query.group] : query.status },
        query.filters,
      ),
      lang,
    ),
  ),
  bindCall(getPriceQuoteItems, getPriceQuoteItemsSchemas, ({ services, scope, lang, params }) =>
    detail.orderItemsOf(services.db, scope, 'PQ', params.id, lang),
  ),
  bindCall(getPriceQuoteDetail, getPriceQuoteDetailSchemas, ({ services, scope, lang, params }) =>
    detail.orderDetail(services.db, scope, 'PQ', params.id, lang),
  ),
  bindCall(getPriceQuoteNotes, getPriceQuoteNotesSchemas, ({ services, scope, params }) =>
    listNotes(services.db, scope, 'PQ', params.id, 'notes'),
  ),
  bindCall(addPriceQuoteNote, addPriceQuoteNoteSchemas, ({ services, scope, params, body }) =>
    addNote(services, scope, 'PQ', params.id, { text: body.note, noteKind: 'NOTE' }, undefined),
  ),
  bindCall(setQuoteStatus, setQuoteStatusSchemas, ({ services, scope, lang, body }) =>
    quoteSales.setQuoteStatus(services, scope, body, lang),
  ),
  bindCall(lockQuoteMetalPrice, lockQuoteMetalPriceSchemas, ({ services, scope, params }) =>
    quoteLock.lockQuoteMetalPrice(services.db, scope, params.id),
  ),
];

export const salesOrderRoutes = [
  bindCall(getSalesOrders, getSalesOrdersSchemas, ({ services, scope, lang, query }) =>
    listOrders(
      services.db,
      scope,
      listRequestFrom('SO', 1, { ...query, openClosed: query.status }, query.filters),
      lang,
    ),
  ),
  bindCall(getSalesOrderItems, getSalesOrderItemsSchemas, ({ services, scope, lang, params }) =>
    detail.orderItemsOf(services.db, scope, 'SO', params.id, lang),
  ),
  bindCall(getSalesOrderDetail, getSalesOrderDetailSchemas, ({ services, scope, lang, params }) =>
    detail.orderDetail(services.db, scope, 'SO', params.id, lang),
  ),
  bindCall(getSalesOrderNotes, getSalesOrderNotesSchemas, ({ services, scope, params }) =>
    listNotes(services.db, scope, 'SO', params.id, 'notes'),
  ),
  bindCall(addSalesOrderNote, addSalesOrderNoteSchemas, ({ services, scope, params, body }) =>
    addNote(services, scope, 'SO', params.id, { text: body.note, noteKind: 'NOTE' }, undefined),
  ),
  bindCall(generatePaidInvoice, generatePaidInvoiceSchemas, ({ services, scope, lang, params }) =>
    quoteSales.generatePaidInvoice(services, scope, params.id, lang),
  ),
];
