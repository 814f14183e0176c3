import type { AuthTokensResponse } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';

/** POST /api/auth/switchCustomer: a new pair whose active customer is the chosen one. */
export function switchCustomer(customerId: number): Promise<AuthTokensResponse> {
  return api.post<AuthTokensResponse>('/api/auth/switchCustomer', { customerId }, { raw: true });
}

export function useSwitchCustomer() {
  return useMutation({ mutationFn: switchCustomer });
}
