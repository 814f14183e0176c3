import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { dashboardPrimitiveCode, primitiveSetting } from './schemas';

export const saveDashboardPrimitiveSettingSchemas = () => ({
  body: z.object({
    Code: dashboardPrimitiveCode,
    Value: z.union([z.string(), z.number(), z.boolean()]).transform(String).pipe(z.string().max(4000)),
  }),
  response: primitiveSetting,
});

/** POST /Dashboard/PrimitiveSetting: one dashboard setting of the signed-in user (Code, Value). */
export const saveDashboardPrimitiveSetting = defineCall<typeof saveDashboardPrimitiveSettingSchemas>()({
  name: 'saveDashboardPrimitiveSetting',
  domain: 'dashboard',
  method: 'POST',
  path: '/Dashboard/PrimitiveSetting',
  permission: 'CP_DASHBOARD:VIEW',
  summary:
    'Save one dashboard setting (CPV3_DASHBOARD_GRID_LAYOUT, CP_IsMenuCollapsed, ...); each code checks its value',
});
