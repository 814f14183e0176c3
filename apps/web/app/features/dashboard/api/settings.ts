import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getDashboardPrimitiveSetting } from '@portal/shared/dashboard/get-dashboard-primitive-setting';
import { getDashboardSettings } from '@portal/shared/dashboard/get-dashboard-settings';
import { saveDashboardPrimitiveSetting } from '@portal/shared/dashboard/save-dashboard-primitive-setting';
import { saveDashboardSettings } from '@portal/shared/dashboard/save-dashboard-settings';
import type { DashboardPrimitiveCode, DashboardSettings } from '@portal/shared/dashboard/schemas';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

const settingsKey = callKey(getDashboardSettings);

/** GET /api/Dashboard/Settings: the user's card settings and layout, kept on the server (same on any browser). */
export function useDashboardSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.send(getDashboardSettings, {}, { signal, silent: true }),
    staleTime: Infinity,
  });
}

/**
 * POST /api/Dashboard/Settings: the new arrangement is shown at once; a refused save puts the last saved one back.
 */
export function useSaveDashboardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: DashboardSettings) =>
      api.send(saveDashboardSettings, { body: settings }, { silent: true }),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: settingsKey });
      const previous = queryClient.getQueryData<DashboardSettings>(settingsKey);
      queryClient.setQueryData(settingsKey, settings);
      return { previous };
    },
    onError: (_error, _settings, context) => {
      if (context?.previous) queryClient.setQueryData(settingsKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

const primitiveKey = (code: DashboardPrimitiveCode) =>
  callKey(getDashboardPrimitiveSetting, { params: { code } });

/** GET /api/Dashboard/PrimitiveSetting/{code}: one setting of the user's dashboard (null until saved). */
export function usePrimitiveSetting(code: DashboardPrimitiveCode) {
  return useQuery({
    queryKey: primitiveKey(code),
    queryFn: ({ signal }) =>
      api.send(getDashboardPrimitiveSetting, { params: { code } }, { signal, silent: true }),
    staleTime: Infinity,
  });
}

/** POST /api/Dashboard/PrimitiveSetting: saved, then read back into the cache. */
export function useSavePrimitiveSetting(code: DashboardPrimitiveCode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string) =>
      api.send(saveDashboardPrimitiveSetting, { body: { Code: code, Value: value } }, { silent: true }),
    onSuccess: (saved) => queryClient.setQueryData(primitiveKey(code), saved),
  });
}
