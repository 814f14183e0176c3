import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';
import { userKeys } from './keys';

export interface UserSetting {
  key: string;
  value: string | null;
}

/** GET /api/usersetting/{key}: a setting of the signed-in user (spec §9: CP_IsMenuCollapsed, ...). */
export function getUserSetting(key: string, client: ApiClient = api): Promise<UserSetting> {
  return client.get<UserSetting>(`/api/usersetting/${encodeURIComponent(key)}`, { silent: true });
}

export const userSettingQueryOptions = (key: string) =>
  queryOptions({ queryKey: userKeys.setting(key), queryFn: () => getUserSetting(key), staleTime: Infinity });

export function useUserSetting(key: string, initialData?: UserSetting) {
  return useQuery({ ...userSettingQueryOptions(key), initialData });
}
