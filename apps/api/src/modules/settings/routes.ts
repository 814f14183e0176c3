import { getAdminSettings, getAdminSettingsSchemas } from '@portal/shared/settings/get-admin-settings';
import { getFieldSettings, getFieldSettingsSchemas } from '@portal/shared/settings/get-field-settings';
import { getModuleByCode, getModuleByCodeSchemas } from '@portal/shared/settings/get-module-by-code';
import { getModules, getModulesSchemas } from '@portal/shared/settings/get-modules';
import { getPortalName, getPortalNameSchemas } from '@portal/shared/settings/get-portal-name';
import { getMyFieldRules, getMyFieldRulesSchemas } from '@portal/shared/settings/get-my-field-rules';
import { getSetting, getSettingSchemas } from '@portal/shared/settings/get-setting';
import { getWorkflows, getWorkflowsSchemas } from '@portal/shared/settings/get-workflows';
import { listSettings, listSettingsSchemas } from '@portal/shared/settings/list-settings';
import { saveFieldSettings, saveFieldSettingsSchemas } from '@portal/shared/settings/save-field-settings';
import { saveModule, saveModuleSchemas } from '@portal/shared/settings/save-module';
import { saveRoleSettings, saveRoleSettingsSchemas } from '@portal/shared/settings/save-role-settings';
import {
  updateCompanyDetails,
  updateCompanyDetailsSchemas,
} from '@portal/shared/settings/update-company-details';
import { updateSetting, updateSettingSchemas } from '@portal/shared/settings/update-setting';
import {
  updateWorkflowStatus,
  updateWorkflowStatusSchemas,
} from '@portal/shared/settings/update-workflow-status';
import { bindCall } from '../../platform/route';
import * as fields from './field-settings-service';
import * as modules from './modules-service';
import * as settings from './settings-service';
import * as workflows from './workflows-service';

export const settingsRoutes = [
  bindCall(getModules, getModulesSchemas, ({ services, lang }) => modules.getModules(services.db, lang)),
  bindCall(getModuleByCode, getModuleByCodeSchemas, ({ services, lang, params }) =>
    modules.getModuleByCode(services.db, lang, params.moduleCode),
  ),
  bindCall(saveModule, saveModuleSchemas, ({ services, scope, body, lang }) =>
    modules.saveModule(services, scope, body, lang),
  ),
  bindCall(saveRoleSettings, saveRoleSettingsSchemas, ({ services, scope, body, lang }) =>
    modules.saveRoleSettings(services, scope, body, lang),
  ),
  bindCall(getFieldSettings, getFieldSettingsSchemas, ({ services, lang }) =>
    fields.getFieldSettings(services.db, lang),
  ),
  bindCall(saveFieldSettings, saveFieldSettingsSchemas, ({ services, scope, body, lang }) =>
    fields.saveFieldSettings(services, scope, body, lang),
  ),
  bindCall(getMyFieldRules, getMyFieldRulesSchemas, ({ services, scope, params }) =>
    fields.getMyFieldRules(services.db, scope, params.screenCode),
  ),
  bindCall(getAdminSettings, getAdminSettingsSchemas, ({ services, lang }) =>
    settings.getAdminSettings(services.db, lang),
  ),
  bindCall(listSettings, listSettingsSchemas, ({ services, lang }) =>
    settings.listSettings(services.db, lang),
  ),
  bindCall(getPortalName, getPortalNameSchemas, ({ services }) => settings.getPortalName(services.db)),
  bindCall(getSetting, getSettingSchemas, ({ services, lang, params }) =>
    settings.getSetting(services.db, lang, params.code),
  ),
  bindCall(updateSetting, updateSettingSchemas, ({ services, scope, lang, params, body }) =>
    settings.updateSetting(services, scope, params.code, body.value, lang),
  ),
  bindCall(getWorkflows, getWorkflowsSchemas, ({ services, lang }) =>
    workflows.getWorkflows(services.db, lang),
  ),
  bindCall(updateWorkflowStatus, updateWorkflowStatusSchemas, ({ services, scope, lang, params, body }) =>
    workflows.updateWorkflowStatus(services, scope, params.workflowCode, params.statusCode, body, lang),
  ),
  bindCall(updateCompanyDetails, updateCompanyDetailsSchemas, ({ services, scope, body }) =>
    workflows.updateCompanyDetails(services, scope, body),
  ),
];
