import { defineCall } from '../platform/contract';
import { createCustomerMetalReceiptBody, customerMetalReceiptRow } from './receipt-schemas';

export const createCustomerMetalReceiptSchemas = () => ({
  body: createCustomerMetalReceiptBody,
  response: customerMetalReceiptRow,
});

/**
 * POST /customer-metal-receipts (staff): a customer's old metal received and tested, credited at its master alloy's
 * current fixing on its fine content less the alloy's refining charge, as a customer credit of kind scrap_metal.
 */
export const createCustomerMetalReceipt = defineCall<typeof createCustomerMetalReceiptSchemas>()({
  name: 'createCustomerMetalReceipt',
  domain: 'metal',
  method: 'POST',
  path: '/customer-metal-receipts',
  permission: 'CP_METAL:EDIT',
  summary:
    "Receive a customer's old metal and credit its fine content at the day's fixing less the refining charge",
  status: 201,
  refusals: { 409: 'The master alloy has no fixing to credit the metal at' },
});
