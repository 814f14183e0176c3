import { pdfDocument } from '../finance/schemas';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';

export const printMemoReturnLabelSchemas = () => ({
  params: idParams,
  response: pdfDocument,
  examples: [{ params: { id: 1 } }],
});

/** GET /memos/returns/{id}/label: a return authorisation's label and packing list, to print and put in the parcel. */
export const printMemoReturnLabel = defineCall<typeof printMemoReturnLabelSchemas>()({
  name: 'printMemoReturnLabel',
  domain: 'memo',
  method: 'GET',
  path: '/memos/returns/{id}/label',
  permission: 'CP_MEMO:VIEW',
  summary: 'The label of a memo return authorisation as a PDF (application/pdf); 404 when not visible',
  produces: 'application/pdf',
});
