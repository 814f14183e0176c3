import { queryOptions } from '@tanstack/react-query';
import type { CallResponse } from '@portal/shared/platform/contract';
import { getCompanyDetails as getCompanyDetailsCall } from '@portal/shared/reference/get-company-details';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

export type CompanyDetails = CallResponse<typeof getCompanyDetailsCall>;

/** GET /api/CPCompanyDetails: the owner company (name, address, contact, currency); public. */
export function getCompanyDetails(client: ApiClient = api): Promise<CompanyDetails> {
  return client.send(getCompanyDetailsCall, {}, { silent: true });
}

export const companyDetailsQueryOptions = () =>
  queryOptions({
    queryKey: callKey(getCompanyDetailsCall),
    queryFn: () => getCompanyDetails(),
    staleTime: Infinity,
  });
