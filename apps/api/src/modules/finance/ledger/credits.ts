// The ledger's credit postings: a customer credit issued, applied to an invoice, or refunded.
import type { Db } from '../../../db/client';
import { conflict, invalid, notFound } from '../../../platform/errors';
import { centsText, toCents, type Cents } from '../money';
import { creditApplications, customerCredits, refunds } from '../tables';
import {
  appendEntry,
  lockCredits,
  lockInvoices,
  nextNumber,
  reservedCents,
  setCreditBalance,
  setInvoiceBalance,
  type Actor,
  type CreditRow,
} from './entries';

const CREDIT_PREFIX = { credit_memo: 'CM', prepayment: 'PP', refund_due: 'RD', scrap_metal: 'SM' } as const;

export interface NewCredit {
  customerId: number;
  kind: keyof typeof CREDIT_PREFIX;
  amount: Cents;
  currencyCode: string;
  creditDate: string;
  reason?: string | null;
  sourcePaymentId?: number | null;
  sourceInvoiceId?: number | null;
  createdAt?: Date;
}

/** Issues a customer credit (credit memo, prepayment, refund due, scrap metal) and the CREDIT_ISSUED entry that makes its balance. */
export async function issueCredit(tx: Db, actor: Actor, input: NewCredit): Promise<CreditRow> {
  if (input.amount <= 0n) throw invalid('amount', 'A credit must be above zero');
  const number = await nextNumber(tx, 'CREDIT', 300001);
  const [credit] = await tx
    .insert(customerCredits)
    .values({
      code: `${CREDIT_PREFIX[input.kind]}-${number}`,
      customerId: input.customerId,
      kind: input.kind,
      amount: centsText(input.amount),
      balance: centsText(input.amount),
      currencyCode: input.currencyCode,
      sourcePaymentId: input.sourcePaymentId ?? null,
      sourceInvoiceId: input.sourceInvoiceId ?? null,
      creditDate: input.creditDate,
      reason: input.reason ?? null,
      createdByUserId: actor.userId,
      impersonatorId: actor.impersonatorId,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  await appendEntry(tx, actor, {
    customerId: input.customerId,
    kind: 'CREDIT_ISSUED',
    amount: input.amount,
    creditId: credit!.id,
    creditChange: input.amount,
    paymentId: input.sourcePaymentId ?? undefined,
    postedAt: input.createdAt,
  });
  return credit!;
}

/** Uses (part of) a customer credit on an invoice of the same customer. */
export async function applyCredit(
  tx: Db,
  actor: Actor,
  input: {
    creditId: number;
    invoiceId: number;
    amount: Cents;
    customerId?: number;
    at?: Date;
    /** The pay request that uses the credit (payments/credit-payments.ts). */
    creditPaymentId?: number;
  },
) {
  if (input.amount <= 0n) throw invalid('amount', 'The amount must be above zero');
  const invoice = (await lockInvoices(tx, [input.invoiceId])).get(input.invoiceId);
  const credit = (await lockCredits(tx, [input.creditId])).get(input.creditId);
  const owner = input.customerId ?? credit?.customerId;
  if (!invoice || invoice.customerId !== owner) throw notFound('The invoice');
  if (!credit || credit.customerId !== owner) throw notFound('The customer credit');
  if (credit.currencyCode !== invoice.currencyCode)
    throw conflict('The credit and the invoice differ in currency');
  const available =
    toCents(invoice.balance) - ((await reservedCents(tx, [invoice.id])).get(invoice.id) ?? 0n);
  if (input.amount > available)
    throw conflict(`The amount is above the balance of invoice ${invoice.code} (${centsText(available)})`);
  if (input.amount > toCents(credit.balance))
    throw conflict(`The amount is above the balance of credit ${credit.code} (${credit.balance})`);
  const [application] = await tx
    .insert(creditApplications)
    .values({
      creditId: credit.id,
      invoiceId: invoice.id,
      amount: centsText(input.amount),
      creditPaymentId: input.creditPaymentId ?? null,
      createdByUserId: actor.userId,
      ...(input.at ? { appliedAt: input.at } : {}),
    })
    .returning();
  await appendEntry(tx, actor, {
    customerId: invoice.customerId,
    kind: 'CREDIT_APPLIED',
    amount: input.amount,
    invoiceId: invoice.id,
    invoiceChange: -input.amount,
    creditId: credit.id,
    creditChange: -input.amount,
    applicationId: application!.id,
    postedAt: input.at,
  });
  await setInvoiceBalance(tx, invoice, toCents(invoice.balance) - input.amount);
  await setCreditBalance(tx, credit, toCents(credit.balance) - input.amount);
  return application!;
}

/** Pays (part of) a credit's balance back to the customer; a card refund passes the processor's refund id. */
export async function refundCredit(
  tx: Db,
  actor: Actor,
  input: {
    creditId: number;
    amount: Cents;
    customerId?: number;
    paymentId?: number | null;
    gatewayRefundId?: string | null;
    idempotencyKey?: string | null;
    reason?: string | null;
  },
) {
  if (input.amount <= 0n) throw invalid('amount', 'The amount must be above zero');
  const credit = (await lockCredits(tx, [input.creditId])).get(input.creditId);
  if (!credit || (input.customerId !== undefined && credit.customerId !== input.customerId))
    throw notFound('The customer credit');
  if (input.amount > toCents(credit.balance))
    throw conflict(`The amount is above the balance of credit ${credit.code} (${credit.balance})`);
  const [refund] = await tx
    .insert(refunds)
    .values({
      customerId: credit.customerId,
      creditId: credit.id,
      paymentId: input.paymentId ?? credit.sourcePaymentId,
      amount: centsText(input.amount),
      status: 'succeeded',
      idempotencyKey: input.idempotencyKey ?? null,
      gatewayRefundId: input.gatewayRefundId ?? null,
      reason: input.reason ?? null,
      createdByUserId: actor.userId,
      impersonatorId: actor.impersonatorId,
    })
    .returning();
  await appendEntry(tx, actor, {
    customerId: credit.customerId,
    kind: 'CREDIT_REFUNDED',
    amount: input.amount,
    creditId: credit.id,
    creditChange: -input.amount,
    refundId: refund!.id,
    paymentId: refund!.paymentId ?? undefined,
  });
  await setCreditBalance(
    tx,
    credit,
    toCents(credit.balance) - input.amount,
    toCents(credit.refunded) + input.amount,
  );
  return refund!;
}
