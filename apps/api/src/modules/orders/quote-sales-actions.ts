import type { setQuoteStatusSchemas } from '@portal/shared/orders/set-quote-status';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { eq } from 'drizzle-orm';
import { invoices } from '../finance/tables';
import { orders } from './tables';
import { entityStatuses } from '../reference/tables';
import { recordAudit } from '../../platform/audit';
import { actorOf, invoiceOrder, postPayment, toCents } from '../finance/public';
import { conflict, forbidden, invalid } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import { isStaff, type Scope } from '../../platform/scope';
import { moveOrder } from './order-actions';
import { spendQuoteLock } from './quote-lock';
import { repriceExpiredQuoteMetal } from './quote-repricing';
import { loadOrder } from './order-detail';
import { changeOrderStatus, statusByCode } from './order-status';
import { localName } from '../../platform/language';

/** APPROVE and DECLINE are the customer's answers; SET is staff moving the quote to any status. */
export type QuoteStatusChange = ParsedBy<typeof setQuoteStatusSchemas>['body'];

/** POST /PriceQuotes/set-status. An approved, declined or set-to-closed quote leaves the open list. */
export async function setQuoteStatus(
  services: Services,
  scope: Scope,
  input: QuoteStatusChange,
  language: Language,
) {
  const open = (s: { isClosed: boolean }) => !s.isClosed;
  switch (input.statusChangeAction) {
    case 'APPROVE':
      return moveOrder(
        services,
        scope,
        'PQ',
        input.id,
        {
          allowedFrom: open,
          refusal: 'Only an open price quote can be approved',
          to: 'APPROVED',
          // Approved within its lock's window, the quote keeps the locked prices and the lock is spent on it; approved
          // after its lock ran out, its metal is re-priced at today's prices, as the quote said before approval.
          alongside: async (tx, quote) => {
            await repriceExpiredQuoteMetal(tx, scope, quote);
            await spendQuoteLock(tx, input.id);
          },
        },
        language,
      );
    case 'DECLINE':
      if (!input.reasonText?.trim()) throw invalid('reasonText', 'A reason is required to decline');
      return moveOrder(
        services,
        scope,
        'PQ',
        input.id,
        {
          allowedFrom: open,
          refusal: 'Only an open price quote can be declined',
          to: 'DECLINED',
          why: { reason: input.reason ?? null, reasonText: input.reasonText.trim() },
        },
        language,
      );
    case 'SET':
      if (!isStaff(scope)) throw forbidden('Only staff can set the status of a price quote');
      if (!input.statusCode) throw invalid('statusCode', 'The status is required');
      return moveOrder(
        services,
        scope,
        'PQ',
        input.id,
        {
          allowedFrom: (s) => s.code !== input.statusCode!.toUpperCase(),
          refusal: 'The price quote already has this status',
          to: input.statusCode,
          why: { reason: input.reason ?? null, reasonText: input.reasonText ?? null },
        },
        language,
      );
  }
}

/**
 * POST /SalesOrders/{id}/generate-paid-invoice (staff): an invoice for the order's total, marked paid, and the order
 * moves to Invoiced. Once per order.
 */
export async function generatePaidInvoice(services: Services, scope: Scope, id: number, language: Language) {
  if (!isStaff(scope)) throw forbidden('Only staff can invoice a sales order');
  await loadOrder(services.db, scope, 'SO', id);
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    const [status] = await tx.select().from(entityStatuses).where(eq(entityStatuses.id, order!.statusId));
    if (status!.code === 'CANCELLED') throw conflict('A cancelled sales order cannot be invoiced');
    const [existing] = await tx
      .select({ code: invoices.code })
      .from(invoices)
      .where(eq(invoices.orderId, id));
    if (existing) throw conflict(`This sales order is already invoiced (${existing.code})`);
    // Posted through the ledger: the invoice, then the money received for it, allocated in full.
    const today = now.toISOString().slice(0, 10);
    const invoice = await invoiceOrder(tx, actorOf(scope), id, { invoiceDate: today, createdAt: now });
    if (toCents(invoice.amount) > 0n) {
      await postPayment(
        tx,
        actorOf(scope),
        {
          customerId: invoice.customerId,
          amount: invoice.amount,
          currencyCode: invoice.currencyCode,
          processor: 'OTHER',
          idempotencyKey: `invoice-${invoice.id}`,
          allocations: [{ invoiceId: invoice.id, amount: invoice.amount }],
          orderId: id,
          reference: `Paid with sales order ${order!.code}`,
          paymentDate: now,
        },
        { at: now },
      );
    }
    const invoiced = await statusByCode(tx, 'SALES_ORDER', 'INVOICED');
    if (order!.statusId !== invoiced.id) await changeOrderStatus(tx, scope, order!, invoiced, now);
    await recordAudit(tx, scope, {
      action: 'salesOrder.paidInvoice',
      entityType: 'order',
      entityId: id,
      details: { invoice: invoice.code },
    });
    return {
      invoiceId: invoice.id,
      invoiceCode: invoice.code,
      amount: Number(invoice.amount),
      balance: 0,
      statusCode: invoiced.code,
      statusName: localName(language, invoiced),
    };
  });
}
