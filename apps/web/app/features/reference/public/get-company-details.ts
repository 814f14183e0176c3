// A door of features/reference (eslint/web-walls.js): what routes, layouts and other features may import from api/get-company-details.ts.
export { companyDetailsQueryOptions, getCompanyDetails } from '../api/get-company-details';
export type { CompanyDetails } from '../api/get-company-details';
