import { configurationSummary } from '@portal/shared/catalog/line-configuration';
import type { InvoiceDetail } from '@portal/shared/finance/schemas';
import type { Language } from '@portal/shared/platform/language';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../db/client';
import { invoiceLines, invoices } from '../tables';
import { orderItems } from '../../orders/tables';
import { countries, states } from '../../reference/tables';
import { notFound } from '../../../platform/errors';
import { isStaff, type Scope } from '../../../platform/scope';
import { ownerCompany } from '../../reference/public';
import { loadVisibleCredit } from '../credits-service';
import { billToFor } from '../invoice-from-order';
import { readInvoiceDetails } from '../invoices-service';
import { drawCredit, drawInvoice, sendPdf } from './finance-pdf';
import { pdfFormat, type AddressPlaces } from './pdf-format';
import { printPriceQuote } from './quote-pdf';

/** The countries and states by code, so that each address prints in its country's order (pdf-format.ts). */
export async function addressPlaces(db: Db): Promise<AddressPlaces> {
  const [countryRows, stateRows] = await Promise.all([
    db
      .select({ id: countries.id, code: countries.code, name: countries.name, nameFr: countries.nameFr })
      .from(countries),
    db.select({ countryId: states.countryId, code: states.code, name: states.name }).from(states),
  ]);
  return { countries: countryRows, states: stateRows };
}

/**
 * What the pieces of invoiced order lines were made with (ring size, engraving), as readable labels in the document's
 * language, by invoice line id: the invoice prints them under the line.
 */
async function lineDetailsOf(
  db: Db,
  batch: readonly InvoiceDetail[],
  language: Language,
): Promise<Map<number, string>> {
  const ids = batch.flatMap((invoice) => invoice.lines.map((line) => line.id));
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: invoiceLines.id, configuration: orderItems.configuration })
    .from(invoiceLines)
    .innerJoin(orderItems, eq(orderItems.id, invoiceLines.orderItemId))
    .where(inArray(invoiceLines.id, ids));
  return new Map(
    rows
      .map((r) => [r.id, configurationSummary(r.configuration as Record<string, unknown>, language)] as const)
      .filter(([, summary]) => summary !== ''),
  );
}

/** Invoices are read and drawn this many at a time, so a long document's memory stays that of one batch. */
const BATCH = 25;

/**
 * The invoices, each from a new page, in the order asked. Every id is checked before the first byte: one missing or
 * another customer's invoice is a 404 envelope (spec §8 'The invoice that you are trying to print cannot be found').
 */
async function printInvoices(
  db: Db,
  scope: Scope,
  reply: FastifyReply,
  ids: number[],
  language: Language,
  today: string,
): Promise<FastifyReply> {
  const unique = [...new Set(ids)];
  const owners = await db
    .select({ id: invoices.id, customerId: invoices.customerId, code: invoices.code })
    .from(invoices)
    .where(inArray(invoices.id, unique));
  const visible = owners.filter((o) => isStaff(scope) || o.customerId === scope.customerId);
  if (visible.length !== unique.length) throw notFound('The invoice');
  const company = await ownerCompany(db);
  const format = pdfFormat(language, await addressPlaces(db));
  const name = unique.length === 1 ? `${visible[0]!.code}.pdf` : `invoices-${unique.length}.pdf`;
  return sendPdf(reply, name, async (doc) => {
    for (let start = 0; start < unique.length; start += BATCH) {
      const batch = await readInvoiceDetails(db, unique.slice(start, start + BATCH), language, today);
      const details = await lineDetailsOf(db, batch, language);
      for (const [i, invoice] of batch.entries()) {
        if (start + i > 0) doc.addPage();
        drawInvoice(doc, invoice, company, format, details);
      }
    }
  });
}

/** GET /invoices/generateInvoicePDFReport/{id}: an invoice as a PDF. */
export const generateInvoicePdfReport = (
  db: Db,
  scope: Scope,
  reply: FastifyReply,
  id: number,
  language: Language,
  today: string,
) => printInvoices(db, scope, reply, [id], language, today);

/** GET /reports/print-invoice/{id}: an invoice as a PDF. */
export const printInvoiceReport = generateInvoicePdfReport;

/** POST /invoices/printMultipleInvoices: several invoices in one PDF. */
export const printMultipleInvoices = printInvoices;

/** GET /reports/print-pdf-report/CREDIT_MEMO/{id}: a customer credit as a PDF. */
export async function printCreditMemoReport(
  db: Db,
  scope: Scope,
  reply: FastifyReply,
  id: number,
  language: Language,
): Promise<FastifyReply> {
  const credit = await loadVisibleCredit(db, scope, id);
  const company = await ownerCompany(db);
  const billTo = await billToFor(db, credit.customerId);
  const format = pdfFormat(language, await addressPlaces(db));
  return sendPdf(reply, `${credit.number}.pdf`, async (doc) => {
    drawCredit(doc, credit, billTo, company, format);
  });
}

/** GET /reports/print-pdf-report/PRICE_QUOTE/{id}: a price quote as a PDF, with its metal price lock. */
export async function printPriceQuoteReport(
  db: Db,
  scope: Scope,
  reply: FastifyReply,
  id: number,
  language: Language,
): Promise<FastifyReply> {
  return printPriceQuote(db, scope, reply, id, language, pdfFormat(language, await addressPlaces(db)));
}
