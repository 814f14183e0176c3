import { defineCall } from '../platform/contract';
import { paymentListQuery, paymentPage } from './schemas';

export const getPaymentsSchemas = () => ({ query: paymentListQuery, response: paymentPage });

/** GET /Payment: one page of payments, newest first; spec §9: pageNo starts at 0. */
export const getPayments = defineCall<typeof getPaymentsSchemas>()({
  name: 'getPayments',
  domain: 'finance',
  method: 'GET',
  path: '/Payment',
  permission: 'CP_PAYMENTS:VIEW',
  summary:
    'Payments filtered by status, processor, dates, number, invoice and (staff) customer; pageNo from 0',
});
