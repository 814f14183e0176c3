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
import {
  getSignUpApplication,
  getSignUpApplicationSchemas,
} from '@portal/shared/customers/get-sign-up-application';
import {
  getSignUpApplications,
  getSignUpApplicationsSchemas,
} from '@portal/shared/customers/get-sign-up-applications';
import {
  approveSignUpApplication,
  approveSignUpApplicationSchemas,
  declineSignUpApplication,
  declineSignUpApplicationSchemas,
} from '@portal/shared/customers/review-sign-up-application';
import { submitSignUp, submitSignUpSchemas } from '@portal/shared/customers/submit-sign-up';
import { bindCall } from '../../platform/route';
import { dealersForCountry } from './dealers';
import { portalUsersOf } from '../users/public';
import * as customers from './service';
import * as signUp from './sign-up';
import * as review from './sign-up-review';

export const customerRoutes = [
  bindCall(submitSignUp, submitSignUpSchemas, ({ services, body, request }) =>
    signUp.submitSignUp(services, body, request.ip),
  ),
  bindCall(getSignUpApplications, getSignUpApplicationsSchemas, ({ services, query }) =>
    review.listApplications(services.db, query),
  ),
  bindCall(getSignUpApplication, getSignUpApplicationSchemas, ({ services, lang, params }) =>
    review.applicationById(services.db, lang, params.id),
  ),
  bindCall(
    approveSignUpApplication,
    approveSignUpApplicationSchemas,
    ({ services, scope, lang, params, body }) =>
      review.approveApplication(services, scope, lang, params.id, body),
  ),
  bindCall(
    declineSignUpApplication,
    declineSignUpApplicationSchemas,
    ({ services, scope, lang, params, body }) =>
      review.declineApplication(services, scope, lang, params.id, body),
  ),
  bindCall(getDealersForCountry, getDealersForCountrySchemas, ({ services, lang, query }) =>
    dealersForCountry(services.db, lang, query),
  ),
  bindCall(getCustomerAddresses, getCustomerAddressesSchemas, ({ services, scope, query }) =>
    customers.customerAddresses(services.db, scope, query.customerId),
  ),
  bindCall(getContactPersons, getContactPersonsSchemas, ({ services, scope, query }) =>
    customers.contactPersonsOf(services.db, scope, query.customerId),
  ),
  bindCall(getCustomers, getCustomersSchemas, ({ services, query, lang }) =>
    customers.listCustomers(services.db, query, lang),
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
