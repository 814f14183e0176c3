import {
  getMetalSettings,
  getMetalSettingsSchemas,
  updateMetalSettings,
  updateMetalSettingsSchemas,
} from '@portal/shared/metal/metal-settings';
import { bindCall } from '../../platform/route';
import * as settings from './settings-service';

export const metalRoutes = [
  bindCall(getMetalSettings, getMetalSettingsSchemas, ({ services }) =>
    settings.getMetalSettings(services.db),
  ),
  bindCall(updateMetalSettings, updateMetalSettingsSchemas, ({ services, scope, body }) =>
    settings.updateMetalSettings(services.db, scope, body, services.now()),
  ),
];
