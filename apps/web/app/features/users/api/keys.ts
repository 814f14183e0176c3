import { getUserSetting } from '@portal/shared/users/get-user-setting';
import { callKey, domainKey } from '../../../lib/calls';

export const userKeys = {
  all: domainKey('users'),
  /** One cache entry per setting: the key of GET /usersetting/{key}. */
  setting: (key: string) => callKey(getUserSetting, { params: { key } }),
};
