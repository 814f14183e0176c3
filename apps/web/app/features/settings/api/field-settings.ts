import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getFieldSettings } from '@portal/shared/settings/get-field-settings';
import { saveFieldSettings } from '@portal/shared/settings/save-field-settings';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { callKey, domainKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';

/** GET /api/modules/cp/fields: the configurable screens, their fields with each role's setting, and the roles. */
export function useFieldSettings() {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getFieldSettings), lang],
    queryFn: () => api.send(getFieldSettings, {}, { silent: true }),
  });
}

/** POST /api/modules/cp/fieldsSettings: spec §8, each server error is shown as an error toast (not silent). */
export function useSaveFieldSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof saveFieldSettings>['body']) => api.send(saveFieldSettings, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainKey('settings') }),
  });
}
