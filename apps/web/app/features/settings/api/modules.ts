import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getModuleByCode } from '@portal/shared/settings/get-module-by-code';
import { getModules } from '@portal/shared/settings/get-modules';
import { saveModule } from '@portal/shared/settings/save-module';
import { saveRoleSettings } from '@portal/shared/settings/save-role-settings';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { callKey, domainKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';
import { sessionKey } from '../../../lib/session/session';

/** GET /api/modules/cp: the modules with their actions and each role's settings. */
export function useModules() {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getModules), lang],
    queryFn: () => api.send(getModules, {}, { silent: true }),
  });
}

/** GET /api/modules/get-by-code/{code}: one module, to title its role settings (a failure has its own message). */
export function useModuleByCode(code: string | null) {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getModuleByCode), code, lang],
    queryFn: () => api.send(getModuleByCode, { params: { moduleCode: code! } }, { silent: true }),
    enabled: code !== null,
    retry: false,
  });
}

/** After a module or role change the signed-in user's own menu and permissions may have changed too. */
function useAfterModuleChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: domainKey('settings') }),
      queryClient.invalidateQueries({ queryKey: sessionKey }),
    ]);
}

/** POST /api/modules/cp. */
export function useSaveModule() {
  const after = useAfterModuleChange();
  return useMutation({
    mutationFn: (body: CallInput<typeof saveModule>['body']) => api.send(saveModule, { body }),
    onSuccess: after,
  });
}

/** POST /api/modules/cp/roles. */
export function useSaveRoleSettings() {
  const after = useAfterModuleChange();
  return useMutation({
    mutationFn: (body: CallInput<typeof saveRoleSettings>['body']) => api.send(saveRoleSettings, { body }),
    onSuccess: after,
  });
}
