import { payInvoicesResult } from '../finance/pay-invoices';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { payJobDepositBody } from './proof-schemas';

export const payJobDepositSchemas = () => ({
  params: idParams,
  body: payJobDepositBody,
  response: payInvoicesResult,
});

/**
 * POST /JobOrders/{id}/pay-deposit: pays the deposit the job's stages ask for by card, once per key (the payment
 * flow of docs/payments.md). The payment waits as the customer's prepayment until the job's final invoice, which it
 * pays first.
 */
export const payJobDeposit = defineCall<typeof payJobDepositSchemas>()({
  name: 'payJobDeposit',
  domain: 'production',
  method: 'POST',
  path: '/JobOrders/{id}/pay-deposit',
  permission: 'CP_PAYMENTS:PAY',
  summary: "Pay a job order's deposit by card, once per key",
  refusals: {
    409: 'The job needs no deposit, or it is paid or being paid, or the key was used for another payment',
  },
  alsoAnswers: {
    202: 'The processor has not answered yet: the payment is pending and is settled from its answer later',
  },
});
