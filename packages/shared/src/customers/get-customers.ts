import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { pagedOf } from '../platform/envelope';
import { filtersParam, pagingQuery } from '../platform/paging';
import { customerRow } from './schemas';

export const getCustomersSchemas = () => ({
  query: pagingQuery(1).extend({ search: z.string().max(100).optional(), filters: filtersParam }),
  response: pagedOf(customerRow),
});

/**
 * GET /Customers (staff): paged, searched by name or account number; `filters` (JSON) by customerTypeId, isActive,
 * hasActivePortalUser and isOnCreditHold. Each row carries its active portal users, primary contact, billing place and
 * financial settings.
 */
export const getCustomers = defineCall<typeof getCustomersSchemas>()({
  name: 'getCustomers',
  domain: 'customers',
  method: 'GET',
  path: '/Customers',
  permission: 'CP_CUSTOMERS:VIEW',
  summary: 'Customers, paged and searched by name or account number',
});
