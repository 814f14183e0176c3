import { useMutation } from '@tanstack/react-query';
import { switchCustomer } from '@portal/shared/auth/switch-customer';
import { api } from '../../../lib/browser-api';

/** POST /api/auth/switchCustomer: a new pair whose active customer is the chosen one. */
export function useSwitchCustomer() {
  return useMutation({
    mutationFn: (customerId: number) => api.send(switchCustomer, { body: { customerId } }),
  });
}
