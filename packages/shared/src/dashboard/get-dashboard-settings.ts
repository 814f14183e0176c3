import { defineCall } from '../platform/contract';
import { dashboardSettings } from './schemas';

export const getDashboardSettingsSchemas = () => ({ response: dashboardSettings });

/** GET /Dashboard/Settings: the signed-in user's card settings and grid layout (defaults until saved). */
export const getDashboardSettings = defineCall<typeof getDashboardSettingsSchemas>()({
  name: 'getDashboardSettings',
  domain: 'dashboard',
  method: 'GET',
  path: '/Dashboard/Settings',
  permission: 'CP_DASHBOARD:VIEW',
  summary: 'Card settings and grid layout (CPV3_DASHBOARD_GRID_LAYOUT) of the signed-in user',
});
