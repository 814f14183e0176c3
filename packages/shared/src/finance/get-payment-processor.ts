import { defineCall } from '../platform/contract';
import { gatewayParams, paymentProcessor } from './credit-card-schemas';

export const getPaymentProcessorSchemas = () => ({
  examples: [{ params: { gatewayId: 0 } }],
  params: gatewayParams,
  response: paymentProcessor,
});

/**
 * GET /CreditCard/gateway/{gatewayId or 0}: what the browser needs to load a processor's hosted card fields; 0 is the
 * installation's default processor. 404 'Error while getting payment processor' when it is not configured.
 */
export const getPaymentProcessor = defineCall<typeof getPaymentProcessorSchemas>()({
  name: 'getPaymentProcessor',
  domain: 'finance',
  method: 'GET',
  path: '/CreditCard/gateway/{gatewayId}',
  permission: ['CP_PAYMENTS:VIEWP', 'CP_PAYMENTS:PAY'],
  summary: "A card processor's public settings for its hosted card fields (0: the default processor)",
});
