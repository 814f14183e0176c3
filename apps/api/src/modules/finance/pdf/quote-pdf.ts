import { priceBasisText } from '@portal/shared';
import type { MetalLock } from '@portal/shared/metal/lock-schemas';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../db/client';
import { customers } from '../../customers/tables';
import { orderItems, orders } from '../../orders/tables';
import { activeLockOf, lockView } from '../../metal/public';
import { ownerCompany } from '../../reference/public';
import { notFound } from '../../../platform/errors';
import { assertCustomerAccess, type Scope } from '../../../platform/scope';
import {
  companyBlock,
  type CompanyHeader,
  type Doc,
  LEFT,
  RIGHT,
  row,
  sendPdf,
  titleBlock,
  totalRow,
} from './finance-pdf';
import type { PdfFormat } from './pdf-format';

const at = (template: string, value: string) => template.replace('{}', value);

/**
 * What a quote's PDF says of its metal price lock: until when it holds, and each locked metal's basis in the
 * document's language ("Locked metal price: Gold PM fixing, 27 Nov 2026: $2,650.40/oz t + $3.00").
 */
export function quoteLockLines(
  lock: MetalLock,
  f: PdfFormat,
  language: Language,
  currency: string,
): string[] {
  const time = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(lock.expiresAt));
  return [
    at(f.labels.metalLockedUntil, `${time} UTC`),
    ...lock.prices.map((p) =>
      at(
        f.labels.lockedBasis,
        priceBasisText(p.basis, language, { money: (v) => f.money(v, currency), day: (d) => f.date(d) }),
      ),
    ),
  ];
}

type QuoteRow = typeof orders.$inferSelect;

function drawQuote(
  doc: Doc,
  quote: QuoteRow & { customerName: string; accountNumber: string },
  lines: (typeof orderItems.$inferSelect)[],
  lockLines: string[],
  company: CompanyHeader,
  f: PdfFormat,
) {
  const l = f.labels;
  const money = (v: number | string) => f.money(Number(v), quote.currencyCode);
  companyBlock(doc, company, f);
  titleBlock(doc, l.quote, [
    [l.number, quote.code],
    [l.date, f.date(quote.orderDate.toISOString())],
    ...(quote.poNumber ? ([[l.poNumber, quote.poNumber]] as [string, string][]) : []),
  ]);
  doc.y = Math.max(doc.y, 160);
  row(
    doc,
    [{ text: `${quote.customerName} (${quote.accountNumber})`, x: LEFT, width: 300, align: 'left' }],
    true,
  );
  doc.y = Math.max(doc.y, 200) + 10;
  const columns = (code: string, description: string, qty: string, unit: string, total: string) => [
    { text: code, x: LEFT, width: 80, align: 'left' as const },
    { text: description, x: 135, width: 215, align: 'left' as const },
    { text: qty, x: 350, width: 40 },
    { text: unit, x: 395, width: 80 },
    { text: total, x: 480, width: RIGHT - 480 },
  ];
  row(doc, columns(l.code, l.description, l.quantity, l.unitPrice, l.lineTotal), true);
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).stroke();
  doc.y += 4;
  for (const line of lines)
    row(
      doc,
      columns(
        line.code,
        line.metalName ? `${line.name}\n${line.metalName}` : line.name,
        f.quantity(line.quantity),
        money(line.unitPrice),
        money(line.lineTotal),
      ),
    );
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).stroke();
  doc.y += 6;
  totalRow(doc, l.subTotal, money(quote.subTotal));
  if (Number(quote.discountValue)) totalRow(doc, l.discount, money(-Number(quote.discountValue)));
  if (Number(quote.shippingPrice)) totalRow(doc, l.shipping, money(quote.shippingPrice));
  if (Number(quote.salesTaxValue)) totalRow(doc, l.tax, money(quote.salesTaxValue));
  totalRow(doc, l.total, money(quote.grandTotal), true);
  if (lockLines.length > 0) {
    doc.y += 10;
    const [until, ...bases] = lockLines;
    row(doc, [{ text: until!, x: LEFT, width: RIGHT - LEFT, align: 'left' }], true);
    for (const basis of bases) row(doc, [{ text: basis, x: LEFT, width: RIGHT - LEFT, align: 'left' }]);
  }
}

/**
 * GET /reports/print-pdf-report/PRICE_QUOTE/{id}: a price quote as a PDF, with its metal price lock (the locked basis
 * and when it expires) while one holds. Another customer's quote is a 404 envelope.
 */
export async function printPriceQuote(
  db: Db,
  scope: Scope,
  reply: FastifyReply,
  id: number,
  language: Language,
  format: PdfFormat,
): Promise<FastifyReply> {
  const [quote] = await db
    .select({ order: orders, customerName: customers.name, accountNumber: customers.accountNumber })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.id, id), eq(orders.kind, 'PQ')));
  if (!quote) throw notFound('The price quote');
  assertCustomerAccess(scope, quote.order.customerId, 'The price quote');
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.rank));
  const held = await activeLockOf(db, { quoteOrderId: id });
  const lockLines = held
    ? quoteLockLines(lockView(held.lock, held.remaining), format, language, quote.order.currencyCode)
    : [];
  const company = await ownerCompany(db);
  return sendPdf(reply, `${quote.order.code}.pdf`, async (doc) => {
    drawQuote(
      doc,
      { ...quote.order, customerName: quote.customerName, accountNumber: quote.accountNumber },
      lines,
      lockLines,
      company,
      format,
    );
  });
}
