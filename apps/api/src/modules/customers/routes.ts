import { pagedOf } from '@portal/shared';
import { z } from 'zod';
import { filtersParam, pagingQuery } from '../../platform/paging';
import { requireScope } from '../../platform/request-context';
import { defineRoute } from '../../platform/route';
import * as customersService from './service';

const optionalCustomer = z.object({ customerId: z.coerce.number().int().positive().optional() });
const address = z.object({
  id: z.number(),
  kind: z.string(),
  name: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  zip: z.string().nullable(),
  stateId: z.number().nullable(),
  stateName: z.string().nullable(),
  countryId: z.number(),
  countryCode: z.string(),
  countryName: z.string(),
  phone: z.string().nullable(),
  isDefault: z.boolean(),
});
const contactPerson = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  isPrimary: z.boolean(),
});
const customerRow = z.object({
  id: z.number(),
  accountNumber: z.string(),
  name: z.string(),
  customerTypeId: z.number().nullable(),
  customerTypeName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
});
const customerSummary = z.object({ id: z.number(), accountNumber: z.string(), name: z.string() });
const portalUser = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.string(),
});

export const customerRoutes = [
  defineRoute({
    method: 'GET',
    url: '/customers/getCustomerAddresses',
    permission: ['CP_SHOPPING_CART:VIEW', 'CP_MY_PROFILE:VIEW', 'CP_CUSTOMERS:VIEW'],
    summary: 'Saved addresses of the active customer (staff: of any customer)',
    query: optionalCustomer,
    response: z.array(address),
    handler: ({ services, scope, query }) =>
      customersService.customerAddresses(services.db, requireScope(scope), query.customerId),
  }),
  defineRoute({
    method: 'GET',
    url: '/customers/getContactPersons',
    permission: ['CP_MY_PROFILE:VIEW', 'CP_CUSTOMERS:VIEW'],
    summary: 'Contact persons of the active customer (staff: of any customer)',
    query: optionalCustomer,
    response: z.array(contactPerson),
    handler: ({ services, scope, query }) =>
      customersService.contactPersonsOf(services.db, requireScope(scope), query.customerId),
  }),
  defineRoute({
    method: 'GET',
    url: '/Customers',
    permission: 'CP_CUSTOMERS:VIEW',
    summary: 'Customers, paged and searched by name or account number',
    query: pagingQuery(1).extend({ search: z.string().max(100).optional(), filters: filtersParam }),
    response: pagedOf(customerRow),
    handler: ({ services, query }) => customersService.listCustomers(services.db, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/customers/get-id-by-account-number/:accountNo',
    permission: 'CP_CUSTOMERS:VIEW',
    summary: 'The id of a customer by account number',
    params: z.object({ accountNo: z.string().min(1).max(20) }),
    response: z.number(),
    handler: ({ services, params }) =>
      customersService.customerIdByAccountNumber(services.db, params.accountNo),
  }),
  defineRoute({
    method: 'GET',
    url: '/Customers/getCustomersWithActivePortalUser',
    permission: 'CP_USERS:SWITCH',
    summary: 'Customers that have an active portal user (switch user)',
    response: z.array(customerSummary),
    handler: ({ services }) => customersService.customersWithActivePortalUser(services.db),
  }),
  defineRoute({
    method: 'GET',
    url: '/User/getPortalUsersByCustomerId/:id',
    permission: ['CP_USERS:SWITCH', 'CP_USERS:VIEW'],
    summary: 'Portal users of a customer',
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: z.array(portalUser),
    handler: ({ services, params }) => customersService.portalUsersOfCustomer(services.db, params.id),
  }),
];
