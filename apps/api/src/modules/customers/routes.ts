import { getContactPersons, getContactPersonsSchemas } from '@portal/shared/customers/get-contact-persons';
import {
  getCustomerAddresses,
  getCustomerAddressesSchemas,
} from '@portal/shared/customers/get-customer-addresses';
import {
  getCustomerIdByAccountNumber,
  getCustomerIdByAccountNumberSchemas,
} from '@portal/shared/customers/get-customer-id-by-account-number';
import { getCustomerTypes, getCustomerTypesSchemas } from '@portal/shared/customers/get-customer-types';
import { getCustomers, getCustomersSchemas } from '@portal/shared/customers/get-customers';
import {
  getCustomersWithActivePortalUser,
  getCustomersWithActivePortalUserSchemas,
} from '@portal/shared/customers/get-customers-with-active-portal-user';
import {
  getPortalUsersByCustomer,
  getPortalUsersByCustomerSchemas,
} from '@portal/shared/customers/get-portal-users-by-customer';
import {
  getDealersForCountry,
  getDealersForCountrySchemas,
} from '@portal/shared/customers/get-dealers-for-country';
import { bindCall } from '../../platform/route';
import { dealersForCountry } from './dealers';
import { portalUsersOf } from '../users/public';
import * as customers from './service';

export const customerRoutes = [
  bindCall(getDealersForCountry, getDealersForCountrySchemas, ({ services, lang, query }) =>
    dealersForCountry(services.db, lang, query),
  ),
  bindCall(getCustomerAddresses, getCustomerAddressesSchemas, ({ services, scope, query }) =>
    customers.customerAddresses(services.db, scope, query.customerId),
  ),
  bindCall(getContactPersons, getContactPersonsSchemas, ({ services, scope, query }) =>
    customers.contactPersonsOf(services.db, scope, query.customerId),
  ),
  bindCall(getCustomers, getCustomersSchemas, ({ services, query }) =>
    customers.listCustomers(services.db, query),
  ),
  bindCall(getCustomerIdByAccountNumber, getCustomerIdByAccountNumberSchemas, ({ services, params }) =>
    customers.customerIdByAccountNumber(services.db, params.accountNo),
  ),
  bindCall(getCustomersWithActivePortalUser, getCustomersWithActivePortalUserSchemas, ({ services }) =>
    customers.customersWithActivePortalUser(services.db),
  ),
  bindCall(getPortalUsersByCustomer, getPortalUsersByCustomerSchemas, ({ services, scope, params }) =>
    portalUsersOf(services.db, scope, params.id),
  ),
  bindCall(getCustomerTypes, getCustomerTypesSchemas, ({ services, lang }) =>
    customers.listCustomerTypes(services.db, lang),
  ),
];
