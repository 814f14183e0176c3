import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAdminSettings } from '@portal/shared/settings/get-admin-settings';
import { updateSetting } from '@portal/shared/settings/update-setting';
import { api } from '../../../lib/browser-api';
import { callKey, domainKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';

/** GET /api/adminSettings: the global settings in their groups, named in the page's language. */
export function useAdminSettings() {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getAdminSettings), lang],
    queryFn: () => api.send(getAdminSettings, {}, { silent: true }),
  });
}

/** PUT /api/admin-settings/cp/settings/{code}; a refusal's message is shown by the client as an error toast. */
export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, value }: { code: string; value: string }) =>
      api.send(updateSetting, { params: { code }, body: { value } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainKey('settings') }),
  });
}
