import { invoicePage } from '../finance/schemas';
import { defineCall } from '../platform/contract';
import { pagingQuery } from '../platform/paging';
import { customerQuery } from './schemas';

export const getDashboardInvoicesSchemas = () => ({
  query: pagingQuery(1).extend(customerQuery.shape),
  response: invoicePage,
});

/** GET /Dashboard/Invoices: the newest invoices the caller may see (pages from 1). */
export const getDashboardInvoices = defineCall<typeof getDashboardInvoicesSchemas>()({
  name: 'getDashboardInvoices',
  domain: 'dashboard',
  method: 'GET',
  path: '/Dashboard/Invoices',
  permission: 'CP_DASHBOARD:VIEW',
  summary:
    'Newest invoices of the active customer (staff: everyone, or one customer); needs CP_INVOICES:VIEW',
});
