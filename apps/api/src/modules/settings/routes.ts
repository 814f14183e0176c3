import { getModuleByCode, getModuleByCodeSchemas } from '@portal/shared/settings/get-module-by-code';
import { getModules, getModulesSchemas } from '@portal/shared/settings/get-modules';
import { bindCall } from '../../platform/route';
import { listModules, moduleByCode } from './modules-service';

export const settingsRoutes = [
  bindCall(getModules, getModulesSchemas, ({ services, lang }) => listModules(services.db, lang)),
  bindCall(getModuleByCode, getModuleByCodeSchemas, ({ services, lang, params }) =>
    moduleByCode(services.db, lang, params.moduleCode),
  ),
];
