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
import * as dealers from './dealers';
import * as customers from './service';
import * as signUp from './sign-up';
import * as review from './sign-up-review';

export const customerRoutes = [
  bindCall(submitSignUp, submitSignUpSchemas, ({ services, body, request }) =>
    signUp.submitSignUp(services, body, request.ip),
  ),
  bindCall(getSignUpApplications, getSignUpApplicationsSchemas, ({ services, query }) =>
    review.getSignUpApplications(services.db, query),
  ),
  bindCall(getSignUpApplication, getSignUpApplicationSchemas, ({ services, lang, params }) =>
    review.getSignUpApplication(services.db, lang, params.id),
  ),
  bindCall(
    approveSignUpApplication,
    approveSignUpApplicationSchemas,
    ({ services, scope, lang, params, body }) =>
      review.approveSignUpApplication(services, scope, lang, params.id, body),
  ),
  bindCall(
    declineSignUpApplication,
    declineSignUpApplicationSchemas,
    ({ services, scope, lang, params, body }) =>
      review.declineSignUpApplication(services, scope, lang, params.id, body),
  ),
  bindCall(getDealersForCountry, getDealersForCountrySchemas, ({ services, lang, query }) =>
    dealers.getDealersForCountry(services.db, lang, query),
  ),
  bindCall(getCustomerAddresses, getCustomerAddressesSchemas, ({ services, scope, query }) =>
    customers.getCustomerAddresses(services.db, scope, query.customerId),
  ),
  bindCall(getContactPersons, getContactPersonsSchemas, ({ services, scope, query }) =>
    customers.getContactPersons(services.db, scope, query.customerId),
  ),
  bindCall(getCustomers, getCustomersSchemas, ({ services, query, lang }) =>
    customers.getCustomers(services.db, query, lang),
  ),
  bindCall(getCustomerIdByAccountNumber, getCustomerIdByAccountNumberSchemas, ({ services, params }) =>
    customers.getCustomerIdByAccountNumber(services.db, params.accountNo),
  ),
  bindCall(getCustomersWithActivePortalUser, getCustomersWithActivePortalUserSchemas, ({ services }) =>
    customers.getCustomersWithActivePortalUser(services.db),
  ),
  bindCall(getPortalUsersByCustomer, getPortalUsersByCustomerSchemas, ({ services, scope, params }) =>
    customers.getPortalUsersByCustomer(services.db, scope, params.id),
  ),
  bindCall(getCustomerTypes, getCustomerTypesSchemas, ({ services, lang }) =>
    customers.getCustomerTypes(services.db, lang),
  ),
];
