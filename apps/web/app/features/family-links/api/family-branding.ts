import { getFamilyBranding } from '@portal/shared/family-links/get-family-branding';
import { removeFamilyLogo } from '@portal/shared/family-links/remove-family-logo';
import { saveFamilyColours } from '@portal/shared/family-links/save-family-colours';
import { uploadFamilyLogo } from '@portal/shared/family-links/upload-family-logo';
import type { CallInput } from '@portal/shared/platform/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callQuery, domainKey } from '../../../lib/calls';

export type FamilyColours = CallInput<typeof saveFamilyColours>['body'];

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: domainKey('family-links') });
};

/** GET /api/family-brandings/{id}: the customer's logo and colours on its family pages. */
export const useFamilyBranding = (customerId: number) =>
  useQuery(callQuery(getFamilyBranding, { params: { id: customerId } }));

/** PUT /api/family-brandings/{id}. Silent: a refused colour is shown under its field. */
export function useSaveFamilyColours(customerId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (colours: FamilyColours) =>
      api.send(saveFamilyColours, { params: { id: customerId }, body: colours }, { silent: true }),
    onSuccess: refresh,
  });
}

/** POST /api/family-brandings/{id}/logo (multipart). Silent: a refused file's reason is shown under the field. */
export function useUploadFamilyLogo(customerId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.send(uploadFamilyLogo, { params: { id: customerId }, body: form }, { silent: true });
    },
    onSuccess: refresh,
  });
}

/** DELETE /api/family-brandings/{id}/logo. */
export function useRemoveFamilyLogo(customerId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api.send(removeFamilyLogo, { params: { id: customerId } }),
    onSuccess: refresh,
  });
}
