import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';
import { pdfDocument } from './schemas';

/** At most this many invoices in one PDF: the document streams, so this bounds the time, not the memory. */
export const MAX_INVOICES_PER_PDF = 1000;

const invoiceIds = z
  .array(id)
  .min(1, 'Choose at least one invoice')
  .max(MAX_INVOICES_PER_PDF, `At most ${MAX_INVOICES_PER_PDF} invoices in one PDF`);

export const printMultipleInvoicesSchemas = () => ({
  // The ids as a list, or as `{ ids }`.
  body: z.union([invoiceIds, z.object({ ids: invoiceIds })]).transform((v) => (Array.isArray(v) ? v : v.ids)),
  response: pdfDocument,
});

/** POST /invoices/printMultipleInvoices: several invoices, one after the other, in one PDF (in the order given). */
export const printMultipleInvoices = defineCall<typeof printMultipleInvoicesSchemas>()({
  name: 'printMultipleInvoices',
  domain: 'finance',
  method: 'POST',
  path: '/invoices/printMultipleInvoices',
  permission: 'CP_INVOICES:VIEW',
  summary: 'Several invoices in one PDF (application/pdf); 404 with the envelope if any is not visible',
  produces: 'application/pdf',
});
