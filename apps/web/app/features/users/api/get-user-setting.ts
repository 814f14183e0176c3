import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@portal/shared/platform/contract';
import { getUserSetting as getUserSettingCall } from '@portal/shared/users/get-user-setting';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';
import { userKeys } from './keys';

export type UserSetting = CallResponse<typeof getUserSettingCall>;

/** GET /api/usersetting/{key}: a setting of the signed-in user (spec §9: CP_IsMenuCollapsed, ...). */
export function getUserSetting(key: string, client: ApiClient = api): Promise<UserSetting> {
  return client.send(getUserSettingCall, { params: { key } }, { silent: true });
}

export const userSettingQueryOptions = (key: string) =>
  queryOptions({ queryKey: userKeys.setting(key), queryFn: () => getUserSetting(key), staleTime: Infinity });

export function useUserSetting(key: string, initialData?: UserSetting) {
  return useQuery({ ...userSettingQueryOptions(key), initialData });
}
