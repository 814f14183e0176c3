import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { holdDecision } from './schemas';

export const releaseOrderSchemas = () => ({
  params: idParams,
  body: z.object({ note: z.string().trim().max(2000).optional() }),
  response: holdDecision,
});

/** POST /orders/{id}/release: staff let an order on credit hold go through; the customer is e-mailed. */
export const releaseOrder = defineCall<typeof releaseOrderSchemas>()({
  name: 'releaseOrder',
  domain: 'trade-credit',
  method: 'POST',
  path: '/orders/{id}/release',
  permission: 'CP_CUSTOMERS:EDIT',
  summary: 'Release an order kept on credit hold; the customer is e-mailed',
  refusals: { 409: 'The order is not on credit hold' },
});
