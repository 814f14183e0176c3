import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveUserSetting as saveUserSettingCall } from '@portal/shared/users/save-user-setting';
import { api } from '../../../lib/browser-api';
import type { UserSetting } from './get-user-setting';
import { userKeys } from './keys';

/** POST /api/usersetting/{key} with `{ value }`. */
export function saveUserSetting(key: string, value: string): Promise<UserSetting> {
  return api.send(saveUserSettingCall, { params: { key }, body: { value } });
}

/** Saves a setting and shows the new value at once (rolled back if the save fails). */
export function useSaveUserSetting(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string) => saveUserSetting(key, value),
    onMutate: async (value) => {
      await queryClient.cancelQueries({ queryKey: userKeys.setting(key) });
      const previous = queryClient.getQueryData<UserSetting>(userKeys.setting(key));
      queryClient.setQueryData<UserSetting>(userKeys.setting(key), { key, value });
      return { previous };
    },
    onError: (_error, _value, context) => {
      if (context?.previous) queryClient.setQueryData(userKeys.setting(key), context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(userKeys.setting(key), saved),
  });
}
