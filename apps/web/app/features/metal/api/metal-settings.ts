import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getMetalSettings,
  type MetalSettingsInput,
  updateMetalSettings,
} from '@portal/shared/metal/metal-settings';
import { api } from '../../../lib/browser-api';
import { callQuery, domainKey } from '../../../lib/calls';

/** GET /api/metal-settings (staff): the finished-weight tolerance, the lock window and the lock cap. */
export const useMetalSettings = () => useQuery(callQuery(getMetalSettings, {}));

/** PUT /api/metal-settings, then everything of the metal domain is read again. */
export function useUpdateMetalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MetalSettingsInput) => api.send(updateMetalSettings, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainKey('metal') }),
  });
}
