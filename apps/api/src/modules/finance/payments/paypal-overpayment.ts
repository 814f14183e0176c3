import type { AddPayPalOverpaymentBody } from '@portal/shared/finance/add-paypal-overpayment';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { customers } from '../../customers/tables';
import { customerCredits, payments } from '../tables';
import { recordAudit } from '../../../platform/audit';
import { conflict, forbidden, notFound } from '../../../platform/errors';
import { isStaff, type Scope } from '../../../platform/scope';
import { actorOf } from '../ledger/entries';
import { postPayment } from '../ledger/payments';
import { toCents } from '../money';

/** One PayPal transaction is recorded once per customer: its id is the payment's key. */
const keyOf = (transactionId: string) => `paypal:${transactionId.toUpperCase()}`;

/**
 * POST /payment/add-pay-pal-overpayment (staff). Money PayPal received above what the customer owed: a succeeded
 * PayPal payment allocated to no invoice, so the ledger keeps all of it as a prepayment credit (spec §5), in one
 * transaction. The same transaction twice is a 409.
 */
export async function addPayPalOverpayment(db: Db, scope: Scope, body: AddPayPalOverpaymentBody, now: Date) {
  if (!isStaff(scope)) throw forbidden('Only staff can record a PayPal payment');
  const [customer] = await db
    .select({ id: customers.id, currencyCode: customers.currencyCode })
    .from(customers)
    .where(eq(customers.id, body.customerId));
  if (!customer) throw notFound('The customer');
  const key = keyOf(body.transactionId);
  const recorded = conflict('This PayPal transaction is already recorded');
  const [earlier] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.customerId, customer.id), eq(payments.idempotencyKey, key)));
  if (earlier) throw recorded;
  const paymentDate = body.paymentDate ? new Date(`${body.paymentDate}T12:00:00Z`) : now;
  if (paymentDate.getTime() > now.getTime() + 86_400_000)
    throw conflict('The PayPal payment date cannot be in the future');
  try {
    return await db.transaction(async (tx) => {
      const { payment, prepaymentCreditId } = await postPayment(tx, actorOf(scope), {
        customerId: customer.id,
        amount: body.amount,
        currencyCode: customer.currencyCode,
        processor: 'PAYPAL',
        idempotencyKey: key,
        allocations: [],
        confirmPrepayment: true,
        reference: [`PayPal ${body.transactionId}`, body.note].filter(Boolean).join(' — '),
        paymentDate,
      });
      const [credit] = await tx
        .select({ id: customerCredits.id, code: customerCredits.code })
        .from(customerCredits)
        .where(eq(customerCredits.id, prepaymentCreditId!));
      await recordAudit(tx, scope, {
        action: 'payment.paypalOverpayment',
        entityType: 'payment',
        entityId: payment.id,
        details: { customerId: customer.id, transactionId: body.transactionId, amount: payment.amount },
      });
      return {
        paymentId: payment.id,
        paymentCode: payment.code,
        creditId: credit!.id,
        creditCode: credit!.code,
        amount: Number(toCents(payment.amount)) / 100,
        currencyCode: payment.currencyCode,
      };
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    if (cause?.code === '23505') throw recorded;
    throw error;
  }
}
