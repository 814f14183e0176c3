import type { CreditListItem, InvoiceDetail } from '@portal/shared/finance/schemas';
import type { BillToAddress } from '../tables';
import PDFDocument from 'pdfkit';
import type { FastifyReply } from 'fastify';
import type { PdfFormat } from './pdf-format';
import { PDF_FONT, PDF_FONT_BOLD } from './pdf-fonts';

/** The owner company as /CPCompanyDetails gives it. */
export interface CompanyHeader {
  name: string;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  zip: string | null;
  stateName: string | null;
  countryName: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
}

export type Doc = PDFKit.PDFDocument;
export const LEFT = 50;
export const RIGHT = 562; // letter width 612 − margin
const BOTTOM = 720;

/**
 * Hands a new PDF document to the reply as a stream and fills it with `write`: pages go out as they are made, so a
 * document of many invoices never sits whole in memory. A failure after the first bytes ends the stream with the error.
 */
export function sendPdf(
  reply: FastifyReply,
  fileName: string,
  write: (doc: Doc) => Promise<void>,
): FastifyReply {
  // The embedded font from the start: pdfkit would otherwise open its standard Helvetica as the document's first font.
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: LEFT,
    compress: true,
    font: PDF_FONT,
    info: { Title: fileName },
  });
  void reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'private, no-store')
    .send(doc);
  write(doc).then(
    () => doc.end(),
    (error: unknown) => {
      reply.log.error({ err: error }, 'PDF generation failed');
      doc.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return reply;
}

export function companyBlock(doc: Doc, company: CompanyHeader, format: PdfFormat) {
  doc.font(PDF_FONT_BOLD).fontSize(16).text(company.name, LEFT, 50, { width: 300 });
  doc.font(PDF_FONT).fontSize(9);
  for (const line of [
    ...format.address({
      lines: [company.addressLine1, company.addressLine2],
      city: company.city,
      zip: company.zip,
      state: company.stateName,
      country: company.countryName,
    }),
    [company.phone, company.email].filter(Boolean).join(' · '),
    company.website,
  ])
    if (line) doc.text(line, { width: 300 });
}

export function titleBlock(doc: Doc, title: string, facts: [string, string][]) {
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(18)
    .text(title, 340, 50, { width: RIGHT - 340, align: 'right' });
  doc.fontSize(9);
  // Label and value side by side, each in its own column: pdfkit's right-aligned `continued` text drew them over
  // each other.
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font(PDF_FONT_BOLD).text(label, 340, y, { width: 100 });
    const afterLabel = doc.y;
    doc.font(PDF_FONT).text(value, 440, y, { width: RIGHT - 440, align: 'right' });
    doc.y = Math.max(afterLabel, doc.y);
  }
}

function addressBlock(
  doc: Doc,
  format: PdfFormat,
  heading: string,
  address: BillToAddress | null,
  fallback: string,
  y: number,
) {
  doc.font(PDF_FONT_BOLD).fontSize(10).text(heading, LEFT, y);
  doc.font(PDF_FONT).fontSize(9);
  if (!address) return void doc.text(fallback);
  doc.text(address.name);
  for (const line of format.address(address)) doc.text(line);
}

/** A row of right-aligned columns; returns the next y, starting a new page when this one is full. */
export function row(
  doc: Doc,
  cells: { text: string; x: number; width: number; align?: 'left' | 'right' }[],
  bold = false,
) {
  if (doc.y > BOTTOM) doc.addPage();
  const y = doc.y;
  doc.font(bold ? PDF_FONT_BOLD : PDF_FONT).fontSize(9);
  let bottom = y;
  for (const cell of cells) {
    doc.text(cell.text, cell.x, y, { width: cell.width, align: cell.align ?? 'right' });
    bottom = Math.max(bottom, doc.y);
  }
  doc.y = bottom + 3;
  doc.x = LEFT;
}

export const totalRow = (doc: Doc, label: string, value: string, bold = false) =>
  row(
    doc,
    [
      { text: label, x: 330, width: 140 },
      { text: value, x: 470, width: RIGHT - 470 },
    ],
    bold,
  );

/** One invoice: company, title and facts, bill-to, lines, totals, what paid it and the balance. */
export function drawInvoice(
  doc: Doc,
  invoice: InvoiceDetail,
  company: CompanyHeader,
  f: PdfFormat,
  /** What each line's piece was made with (ring size, engraving), in the document's language, by line id. */
  lineDetails: ReadonlyMap<number, string> = new Map(),
) {
  const l = f.labels;
  const money = (v: number) => f.money(v, invoice.currencyCode);
  companyBlock(doc, company, f);
  titleBlock(doc, l.invoice, [
    [l.number, invoice.number],
    [l.date, f.date(invoice.date)],
    [l.dueDate, f.date(invoice.dueDate)],
    [l.status, invoice.statusName],
    ...(invoice.poNumber ? ([[l.poNumber, invoice.poNumber]] as [string, string][]) : []),
    ...(invoice.orderCode ? ([[l.order, invoice.orderCode]] as [string, string][]) : []),
  ]);
  addressBlock(doc, f, l.billTo, invoice.billTo, `${invoice.customerName} (${invoice.accountNumber})`, 160);
  doc.font(PDF_FONT).fontSize(9).text(`${l.account}: ${invoice.accountNumber}`);
  doc.y = Math.max(doc.y, 230) + 10;
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
  for (const line of invoice.lines)
    row(
      doc,
      columns(
        line.code ?? '',
        lineDetails.get(line.id) ? `${line.description}\n${lineDetails.get(line.id)}` : line.description,
        f.quantity(line.quantity),
        money(line.unitPrice),
        money(line.lineTotal),
      ),
    );
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).stroke();
  doc.y += 6;
  totalRow(doc, l.subTotal, money(invoice.subTotal));
  if (invoice.discountValue) totalRow(doc, l.discount, money(-invoice.discountValue));
  if (invoice.shippingPrice) totalRow(doc, l.shipping, money(invoice.shippingPrice));
  if (invoice.salesTaxValue) totalRow(doc, l.tax, money(invoice.salesTaxValue));
  totalRow(doc, l.total, money(invoice.total), true);
  const applied = [
    ...invoice.payments.map((p) => ({
      number: p.number,
      date: p.date,
      amount: p.amount,
      reversed: p.reversed,
    })),
    ...invoice.credits.map((c) => ({
      number: c.number,
      date: c.date,
      amount: c.amount,
      reversed: c.reversed,
    })),
  ];
  if (applied.length > 0) {
    doc.y += 8;
    row(doc, [{ text: l.paymentsApplied, x: LEFT, width: 300, align: 'left' }], true);
    for (const a of applied)
      row(doc, [
        { text: `${a.number}${a.reversed ? ` (${l.reversed})` : ''}`, x: LEFT, width: 180, align: 'left' },
        { text: f.date(a.date), x: 230, width: 120, align: 'left' },
        { text: money(-a.amount), x: 470, width: RIGHT - 470 },
      ]);
  }
  doc.y += 6;
  totalRow(doc, l.balanceDue, money(invoice.balance), true);
  if (invoice.notes) {
    doc.y += 10;
    row(doc, [{ text: `${l.notes}: ${invoice.notes}`, x: LEFT, width: RIGHT - LEFT, align: 'left' }]);
  }
}

/** A customer credit (credit memo, prepayment, credit due): amount, what was applied and refunded, and its balance. */
export function drawCredit(
  doc: Doc,
  credit: CreditListItem,
  billTo: BillToAddress | null,
  company: CompanyHeader,
  f: PdfFormat,
) {
  const l = f.labels;
  const money = (v: number) => f.money(v, credit.currencyCode);
  const title = {
    credit_memo: l.creditMemo,
    prepayment: l.prepayment,
    refund_due: l.refundDue,
    scrap_metal: l.scrapMetal,
  }[credit.kind];
  companyBlock(doc, company, f);
  titleBlock(doc, title, [
    [l.number, credit.number],
    [l.date, f.date(credit.date)],
    ...(credit.sourcePaymentNumber
      ? ([[l.fromPayment, credit.sourcePaymentNumber]] as [string, string][])
      : []),
    ...(credit.sourceInvoiceNumber
      ? ([[l.againstInvoice, credit.sourceInvoiceNumber]] as [string, string][])
      : []),
  ]);
  addressBlock(doc, f, l.customer, billTo, credit.customerName, 160);
  doc.font(PDF_FONT).fontSize(9).text(`${l.account}: ${credit.accountNumber}`);
  doc.y = Math.max(doc.y, 230) + 10;
  if (credit.reason)
    row(doc, [{ text: `${l.reason}: ${credit.reason}`, x: LEFT, width: RIGHT - LEFT, align: 'left' }]);
  doc.y += 6;
  totalRow(doc, l.amount, money(credit.amount), true);
  totalRow(doc, l.applied, money(-credit.applied));
  totalRow(doc, l.refunded, money(-credit.refunded));
  totalRow(doc, l.balance, money(credit.balance), true);
}
