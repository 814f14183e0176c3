import { defineCall } from '../platform/contract';
import { pagedOf } from '../platform/envelope';
import { customerMetalReceiptRow, customerMetalReceiptsQuery } from './receipt-schemas';

export const listCustomerMetalReceiptsSchemas = () => ({
  query: customerMetalReceiptsQuery,
  response: pagedOf(customerMetalReceiptRow),
  examples: [{ query: { pageNo: 1, pageSize: 10 } }],
});

/**
 * GET /customer-metal-receipts: the metal a customer brought in and what it was credited at, newest first (staff:
 * everyone's or one customer's; a portal user: its active customer's, beside its credits).
 */
export const listCustomerMetalReceipts = defineCall<typeof listCustomerMetalReceiptsSchemas>()({
  name: 'listCustomerMetalReceipts',
  domain: 'metal',
  method: 'GET',
  path: '/customer-metal-receipts',
  permission: ['CP_METAL:VIEW', 'CP_CUSTOMER_CREDITS:VIEW'],
  summary: "A customer's metal receipts and the credits they made, newest first",
});
