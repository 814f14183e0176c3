// The ledger's invoice postings: an invoice posted with its lines, charged later (a late charge), and voided while
// nothing has paid it.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { conflict, invalid, notFound } from '../../../platform/errors';
import { centsText, sumCents, toCents, type Cents } from '../money';
import { invoiceLines, invoices, type BillToAddress } from '../tables';
import {
  appendEntry,
  invoiceStatusIds,
  lockInvoices,
  nextNumber,
  reservedCents,
  setInvoiceBalance,
  type Actor,
  type InvoiceRow,
} from './entries';

export interface NewInvoiceLine {
  code?: string | null;
  description: string;
  /** Decimal text, e.g. '2' or '1.5'. */
  quantity: string;
  unitPrice: string;
  orderItemId?: number | null;
}

export interface NewInvoice {
  customerId: number;
  currencyCode: string;
  invoiceDate: string;
  dueDate?: string | null;
  orderId?: number | null;
  lines: NewInvoiceLine[];
  discountValue?: string;
  shippingPrice?: string;
  salesTaxValue?: string;
  poNumber?: string | null;
  notes?: string | null;
  billTo?: BillToAddress | null;
  createdAt?: Date;
}

/** A line's total: quantity × unit price, rounded half away from zero to the cent. */
export function lineTotalCents(quantity: string, unitPrice: string): Cents {
  const q = toMillis(quantity);
  const product = q * toCents(unitPrice); // thousandths of a cent
  return (product + (product >= 0n ? 500n : -500n)) / 1000n;
}

function toMillis(quantity: string): bigint {
  const [whole = '0', fraction = ''] = quantity.trim().split('.');
  if (!/^\d+$/.test(whole) || !/^\d{0,3}$/.test(fraction)) throw invalid('quantity', 'Not a quantity');
  return BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0'));
}

/**
 * Posts an invoice: the invoice (numbered INV-…), its lines and the INVOICE_POSTED entry that makes its balance.
 * Total = Σ lines − discount + shipping + tax (spec §5's cart rule, the figures already rounded).
 */
export async function postInvoice(tx: Db, actor: Actor, input: NewInvoice): Promise<InvoiceRow> {
  if (input.lines.length === 0) throw invalid('lines', 'An invoice needs at least one line');
  const totals = input.lines.map((l) => lineTotalCents(l.quantity, l.unitPrice));
  const subTotal = sumCents(totals);
  const amount =
    subTotal -
    toCents(input.discountValue ?? '0') +
    toCents(input.shippingPrice ?? '0') +
    toCents(input.salesTaxValue ?? '0');
  if (amount < 0n) throw invalid('discountValue', 'The discount is above the invoice total');
  const statuses = await invoiceStatusIds(tx);
  const number = await nextNumber(tx, 'INV', 500001);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      code: `INV-${number}`,
      customerId: input.customerId,
      orderId: input.orderId ?? null,
      statusId: statuses[amount === 0n ? 'PAID' : 'OPEN']!,
      invoiceDate: input.invoiceDate,
      dueDate: input.dueDate ?? null,
      amount: centsText(amount),
      subTotal: centsText(subTotal),
      discountValue: input.discountValue ?? '0',
      shippingPrice: input.shippingPrice ?? '0',
      salesTaxValue: input.salesTaxValue ?? '0',
      balance: centsText(amount),
      currencyCode: input.currencyCode,
      poNumber: input.poNumber ?? null,
      notes: input.notes ?? null,
      billTo: input.billTo ?? null,
      createdByUserId: actor.userId,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  await tx.insert(invoiceLines).values(
    input.lines.map((line, rank) => ({
      invoiceId: invoice!.id,
      orderItemId: line.orderItemId ?? null,
      rank,
      code: line.code ?? null,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: centsText(totals[rank]!),
    })),
  );
  if (amount > 0n) {
    await appendEntry(tx, actor, {
      customerId: input.customerId,
      kind: 'INVOICE_POSTED',
      amount,
      invoiceId: invoice!.id,
      invoiceChange: amount,
      postedAt: input.createdAt,
    });
  }
  return invoice!;
}

/** Voids an invoice nothing has paid yet: its whole balance is written off by an INVOICE_VOIDED entry. */
export async function voidInvoice(tx: Db, actor: Actor, invoiceId: number) {
  const invoice = (await lockInvoices(tx, [invoiceId])).get(invoiceId);
  if (!invoice) throw notFound('The invoice');
  const statuses = await invoiceStatusIds(tx);
  if (invoice.statusId === statuses.VOID) throw conflict('This invoice is already void');
  if (invoice.balance !== invoice.amount) throw conflict('A paid or partly paid invoice cannot be voided');
  const reserved = (await reservedCents(tx, [invoiceId])).get(invoiceId) ?? 0n;
  if (reserved > 0n) throw conflict('A payment of this invoice is in progress');
  const balance = toCents(invoice.balance);
  if (balance > 0n) {
    await appendEntry(tx, actor, {
      customerId: invoice.customerId,
      kind: 'INVOICE_VOIDED',
      amount: balance,
      invoiceId,
      invoiceChange: -balance,
    });
  }
  await tx.update(invoices).set({ balance: '0', statusId: statuses.VOID! }).where(eq(invoices.id, invoiceId));
}

/**
 * Adds a charge to an open invoice (a late charge): one more line, the invoice's total and sub-total raised by it, and
 * the INVOICE_CHARGED entry that raises its balance. Answers the line.
 */
export async function chargeInvoice(tx: Db, actor: Actor, invoiceId: number, line: NewInvoiceLine) {
  const invoice = (await lockInvoices(tx, [invoiceId])).get(invoiceId);
  if (!invoice) throw notFound('The invoice');
  const charge = lineTotalCents(line.quantity, line.unitPrice);
  if (charge <= 0n) throw invalid('unitPrice', 'A charge must be above zero');
  const [last] = await tx
    .select({ rank: invoiceLines.rank })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(desc(invoiceLines.rank))
    .limit(1);
  const [added] = await tx
    .insert(invoiceLines)
    .values({
      invoiceId,
      orderItemId: null,
      rank: (last?.rank ?? -1) + 1,
      code: line.code ?? null,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: centsText(charge),
    })
    .returning();
  const amount = toCents(invoice.amount) + charge;
  await tx
    .update(invoices)
    .set({ amount: centsText(amount), subTotal: centsText(toCents(invoice.subTotal) + charge) })
    .where(eq(invoices.id, invoiceId));
  invoice.amount = centsText(amount);
  await appendEntry(tx, actor, {
    customerId: invoice.customerId,
    kind: 'INVOICE_CHARGED',
    amount: charge,
    invoiceId,
    invoiceChange: charge,
  });
  await setInvoiceBalance(tx, invoice, toCents(invoice.balance) + charge);
  return added!;
}
