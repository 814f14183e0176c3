import { changePassword, changePasswordSchemas } from '@portal/shared/users/change-password';
import { getAvailableModules, getAvailableModulesSchemas } from '@portal/shared/users/get-available-modules';
import { getDetailSetting, getDetailSettingSchemas } from '@portal/shared/users/get-detail-setting';
import { getGridSetting, getGridSettingSchemas } from '@portal/shared/users/get-grid-setting';
import { getUserSetting, getUserSettingSchemas } from '@portal/shared/users/get-user-setting';
import { saveDetailSetting, saveDetailSettingSchemas } from '@portal/shared/users/save-detail-setting';
import { saveGridSetting, saveGridSettingSchemas } from '@portal/shared/users/save-grid-setting';
import { saveUserSetting, saveUserSettingSchemas } from '@portal/shared/users/save-user-setting';
import { detailSettings, gridSettings } from '@portal/shared/users/schemas';
import { bindCall } from '../../platform/route';
import { availableModules } from '../auth/public';
import * as users from './service';

export const userRoutes = [
  bindCall(getAvailableModules, getAvailableModulesSchemas, ({ services, scope }) =>
    availableModules(services.db, scope.userId),
  ),
  bindCall(changePassword, changePasswordSchemas, ({ services, scope, body }) =>
    users.changePassword(services, scope, body),
  ),
  bindCall(getUserSetting, getUserSettingSchemas, ({ services, scope, params }) =>
    users.readUserSetting(services.db, scope, params.key),
  ),
  bindCall(saveUserSetting, saveUserSettingSchemas, ({ services, scope, params, body }) =>
    users.saveUserSetting(services, scope, params.key, body.value),
  ),
  bindCall(getGridSetting, getGridSettingSchemas, ({ services, scope, params }) =>
    users.readViewSetting(services.db, scope, `grid:${params.code}`, gridSettings),
  ),
  bindCall(saveGridSetting, saveGridSettingSchemas, ({ services, scope, body }) =>
    users.saveViewSetting(services, scope, `grid:${body.code}`, body.settings),
  ),
  bindCall(getDetailSetting, getDetailSettingSchemas, ({ services, scope, query }) =>
    users.readViewSetting(services.db, scope, `detail:${query.code}`, detailSettings),
  ),
  bindCall(saveDetailSetting, saveDetailSettingSchemas, ({ services, scope, body }) =>
    users.saveViewSetting(services, scope, `detail:${body.code}`, body.settings),
  ),
];
