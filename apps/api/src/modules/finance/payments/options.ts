import { PAYMENT_GATEWAY_IDS } from '@portal/shared/finance/credit-card-schemas';
import type { PaymentOptions } from '@portal/shared/finance/get-payment-options';
import type { Config } from '../../../config';
import { processorName } from '../cards/public';
import { configuredProcessors } from '../gateways/public';
import { OVERPAYMENT_WARNING } from '../ledger/payments';

/** GET /payment-options/get-by-config: the processors this installation is configured with, and spec §5's rule. */
export function getPaymentOptions(config: Config): PaymentOptions {
  const processors = configuredProcessors(config);
  return {
    cardProcessors: processors.map((p) => ({
      paymentGatewayId: PAYMENT_GATEWAY_IDS[p],
      processor: p,
      name: processorName(p),
    })),
    defaultPaymentGatewayId: processors[0] ? PAYMENT_GATEWAY_IDS[processors[0]] : null,
    allowOverpayment: true,
    overpaymentWarning: OVERPAYMENT_WARNING,
    idempotencyKeyMaxLength: 45,
  };
}
