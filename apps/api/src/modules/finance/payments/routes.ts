import { getPaymentOptions, getPaymentOptionsSchemas } from '@portal/shared/finance/get-payment-options';
import { payInvoices, payInvoicesSchemas } from '@portal/shared/finance/pay-invoices';
import {
  addPayPalOverpayment,
  addPayPalOverpaymentSchemas,
} from '@portal/shared/finance/add-paypal-overpayment';
import { bindCall, type RouteDefinition } from '../../../platform/route';
import * as options from './options';
import * as paypal from './paypal-overpayment';
import * as pay from './service';

/** Paying invoices by card and how this installation takes payments (spec §7 Payments and cards). */
export const cardPaymentRoutes: RouteDefinition[] = [
  bindCall(payInvoices, payInvoicesSchemas, async ({ services, scope, lang, body, reply }) => {
    const answer = await pay.payInvoices(services.db, services.config, scope, body, lang);
    void reply.status(answer.status);
    return answer.value;
  }),
  bindCall(getPaymentOptions, getPaymentOptionsSchemas, async ({ services }) =>
    options.getPaymentOptions(services.config),
  ),
  bindCall(addPayPalOverpayment, addPayPalOverpaymentSchemas, ({ services, scope, body }) =>
    paypal.addPayPalOverpayment(services.db, scope, body, services.now()),
  ),
];
