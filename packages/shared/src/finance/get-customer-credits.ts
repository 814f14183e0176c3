import { defineCall } from '../platform/contract';
import { creditListQuery, creditPage } from './schemas';

export const getCustomerCreditsSchemas = () => ({ query: creditListQuery, response: creditPage });

/** GET /CustomerCredit: one page of customer credits (credit memos, prepayments, refunds due), newest first. */
export const getCustomerCredits = defineCall<typeof getCustomerCreditsSchemas>()({
  name: 'getCustomerCredits',
  domain: 'finance',
  method: 'GET',
  path: '/CustomerCredit',
  permission: 'CP_CUSTOMER_CREDITS:VIEW',
  summary:
    'Customer credits filtered by kind, dates, number, open balance and (staff) customer; pageNo from 1',
});
