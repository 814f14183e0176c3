import { DECLINE_REASONS } from '@portal/shared/orders/decline-reasons';
import { orderListItem, pagedOf, type SubmittedOrderKind } from '@portal/shared';
import { z } from 'zod';
import { requestLanguage } from '../../platform/language';
import { requireScope } from '../../platform/request-context';
import { defineRoute } from '../../platform/route';
import { noteAdded, noteRow, orderLine, orderListQuery, statusAnswer, text } from './job-order-routes';
import * as detail from './order-detail';
import { listOrders, listRequestFrom } from './order-lists';
import { addNote, listNotes } from './order-notes';
import { generatePaidInvoice, setQuoteStatus } from './quote-sales-actions';

const id = z.object({ id: z.coerce.number().int().positive() });
const GROUPS = { open: 'OPEN', closed: 'CLOSED', all: 'ALL' } as const;

/** Items, detail and notes read the same for quotes and sales orders. */
function orderReadRoutes(
  kind: SubmittedOrderKind,
  base: string,
  module: 'CP_PRICE_QUOTES' | 'CP_SALES_ORDERS',
) {
  const what = kind === 'PQ' ? 'price quote' : 'sales order';
  return [
    defineRoute({
      method: 'GET',
      url: `${base}/:id/items`,
      permission: `${module}:VIEW`,
      summary: `The lines of a ${what}`,
      params: id,
      response: z.array(orderLine),
      handler: ({ services, scope, params }) =>
        detail.orderItemsOf(services.db, requireScope(scope), kind, params.id),
    }),
    defineRoute({
      method: 'GET',
      url: `${base}/:id/detail`,
      permission: `${module}:VIEW`,
      summary: `Everything about a ${what}: customer, addresses, answers, totals, items and the status timeline`,
      params: id,
      response: z.record(z.string(), z.unknown()),
      handler: ({ services, scope, params, request }) =>
        detail.orderDetail(services.db, requireScope(scope), kind, params.id, requestLanguage(request)),
    }),
    defineRoute({
      method: 'GET',
      url: `${base}/:id/notes`,
      permission: `${module}:VIEW`,
      summary: `Notes of a ${what}`,
      params: id,
      response: z.array(noteRow),
      handler: ({ services, scope, params }) =>
        listNotes(services.db, requireScope(scope), kind, params.id, 'notes'),
    }),
    defineRoute({
      method: 'POST',
      url: `${base}/:id/notes`,
      permission: `${module}:EDIT`,
      summary: `Add a note to a ${what}`,
      params: id,
      body: z.object({ note: text('The note', 4000) }),
      response: noteAdded,
      handler: ({ services, scope, params, body }) =>
        addNote(
          services,
          requireScope(scope),
          kind,
          params.id,
          { text: body.note, noteKind: 'NOTE' },
          undefined,
        ),
    }),
  ];
}

export const quoteRoutes = [
  defineRoute({
    method: 'GET',
    url: '/PriceQuotes',
    permission: 'CP_PRICE_QUOTES:VIEW',
    summary: 'Price quotes: group open / closed / all, or a tab; search and filters; pageNo from 1',
    query: orderListQuery(1).extend({ group: z.enum(['open', 'closed', 'all']).optional() }),
    response: pagedOf(orderListItem),
    handler: ({ services, scope, query, request }) =>
      listOrders(
        services.db,
        requireScope(scope),
        listRequestFrom(
          'PQ',
          1,
          { ...query, openClosed: query.group ? GROUPS[query.group] : query.status },
          query.filters,
        ),
        requestLanguage(request),
      ),
  }),
  ...orderReadRoutes('PQ', '/PriceQuotes', 'CP_PRICE_QUOTES'),
  defineRoute({
    method: 'POST',
    url: '/PriceQuotes/set-status',
    permission: 'CP_PRICE_QUOTES:APPROVE',
    summary: 'Approve or decline (with a reason) an open quote; staff SET any status',
    body: z.object({
      id: z.coerce.number().int().positive(),
      statusChangeAction: z
        .string()
        .transform((v) => v.toUpperCase())
        .pipe(
          z.enum(['APPROVE', 'DECLINE', 'SET'], {
            message: 'statusChangeAction must be APPROVE, DECLINE or SET',
          }),
        ),
      statusCode: z.string().trim().max(40).optional(),
      reason: z.enum(DECLINE_REASONS, 'Choose one of the listed reasons').optional(),
      reasonText: z.string().trim().max(2000).optional(),
    }),
    response: statusAnswer,
    handler: ({ services, scope, body, request }) =>
      setQuoteStatus(services, requireScope(scope), body, requestLanguage(request)),
  }),
];

export const salesOrderRoutes = [
  defineRoute({
    method: 'GET',
    url: '/SalesOrders',
    permission: 'CP_SALES_ORDERS:VIEW',
    summary: 'Sales orders by tab (new, processing, closed, all), search and filters; pageNo from 1',
    query: orderListQuery(1),
    response: pagedOf(orderListItem),
    handler: ({ services, scope, query, request }) =>
      listOrders(
        services.db,
        requireScope(scope),
        listRequestFrom('SO', 1, { ...query, openClosed: query.status }, query.filters),
        requestLanguage(request),
      ),
  }),
  ...orderReadRoutes('SO', '/SalesOrders', 'CP_SALES_ORDERS'),
  defineRoute({
    method: 'POST',
    url: '/SalesOrders/:id/generate-paid-invoice',
    permission: 'CP_SALES_ORDERS:EDIT',
    summary: 'Staff: invoice a sales order for its total and mark the invoice paid (once per order)',
    params: id,
    response: z.object({
      invoiceId: z.number(),
      invoiceCode: z.string(),
      amount: z.number(),
      balance: z.number(),
      statusCode: z.string(),
      statusName: z.string(),
    }),
    handler: ({ services, scope, params, request }) =>
      generatePaidInvoice(services, requireScope(scope), params.id, requestLanguage(request)),
  }),
];
