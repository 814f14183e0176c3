import { defineCall } from '../platform/contract';
import { companyDetails } from './schemas';

export const getCompanyDetailsSchemas = () => ({ response: companyDetails });

/** GET /CPCompanyDetails: the owner company (name, address, contact, currency), the one OWNER_COMPANY_CODE names. */
export const getCompanyDetails = defineCall<typeof getCompanyDetailsSchemas>()({
  name: 'getCompanyDetails',
  domain: 'reference',
  method: 'GET',
  path: '/CPCompanyDetails',
  permission: 'public',
  summary: 'The owner company (name, address, contact, currency)',
});
