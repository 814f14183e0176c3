import { defineCall } from '../platform/contract';
import { dashboardSettings } from './schemas';

export const saveDashboardSettingsSchemas = () => ({ body: dashboardSettings, response: dashboardSettings });

/** POST /Dashboard/Settings: saves the card settings and the grid layout together. */
export const saveDashboardSettings = defineCall<typeof saveDashboardSettingsSchemas>()({
  name: 'saveDashboardSettings',
  domain: 'dashboard',
  method: 'POST',
  path: '/Dashboard/Settings',
  permission: 'CP_DASHBOARD:VIEW',
  summary: 'Save the card settings and grid layout of the signed-in user; answers them as they will be read',
});
