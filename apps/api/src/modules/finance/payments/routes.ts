import { getPaymentOptions, getPaymentOptionsSchemas } from '@portal/shared/finance/get-payment-options';
import { payInvoices, payInvoicesSchemas } from '@portal/shared/finance/pay-invoices';
import { bindCall, type RouteDefinition } from '../../../platform/route';
import { paymentOptions } from './options';
import * as pay from './service';

/** Paying invoices by card and how this installation takes payments (issue 16 §3–5). */
export const cardPaymentRoutes: RouteDefinition[] = [
  bindCall(payInvoices, payInvoicesSchemas, async ({ services, scope, body, reply }) => {
    const answer = await pay.payInvoices(services.db, services.config, scope, body);
    void reply.status(answer.status);
    return answer.value;
  }),
  bindCall(getPaymentOptions, getPaymentOptionsSchemas, async ({ services }) =>
    paymentOptions(services.config),
  ),
];
