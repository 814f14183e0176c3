import type { companyDetails } from '@portal/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';

export type CompanyDetails = z.infer<typeof companyDetails>;

export const referenceKeys = {
  all: ['reference'] as const,
  companyDetails: () => [...referenceKeys.all, 'company-details'] as const,
};

/** GET /api/CPCompanyDetails: the owner company (name, address, contact, currency); public. */
export function getCompanyDetails(client: ApiClient = api): Promise<CompanyDetails> {
  return client.get<CompanyDetails>('/api/CPCompanyDetails', { silent: true });
}

export const companyDetailsQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.companyDetails(),
    queryFn: () => getCompanyDetails(),
    staleTime: Infinity,
  });
