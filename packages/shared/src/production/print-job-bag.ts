import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';

export const printJobBagSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: z.any().meta({ type: 'string', format: 'binary', description: 'A PDF document' }),
});

/**
 * GET /JobOrders/{id}/job-bag (staff): the job bag that goes with the piece through the workshop, as a PDF: the job's
 * code as a QR code and as text (the scan page reads either), the customer, the lines and the stages.
 */
export const printJobBag = defineCall<typeof printJobBagSchemas>()({
  name: 'printJobBag',
  domain: 'production',
  method: 'GET',
  path: '/JobOrders/{id}/job-bag',
  permission: 'CP_PRODUCTION:VIEW',
  summary:
    "A job order's job bag as a PDF (application/pdf): its code as a QR code and as text, lines and stages",
  produces: 'application/pdf',
});
