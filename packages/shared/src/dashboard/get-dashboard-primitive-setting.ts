import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { dashboardPrimitiveCode, primitiveSetting } from './schemas';

export const getDashboardPrimitiveSettingSchemas = () => ({
  examples: [{ params: { code: 'CP_IsMenuCollapsed' } }],
  params: z.object({ code: dashboardPrimitiveCode }),
  response: primitiveSetting,
});

/** GET /Dashboard/PrimitiveSetting/{code}: one dashboard setting of the signed-in user; null until saved. */
export const getDashboardPrimitiveSetting = defineCall<typeof getDashboardPrimitiveSettingSchemas>()({
  name: 'getDashboardPrimitiveSetting',
  domain: 'dashboard',
  method: 'GET',
  path: '/Dashboard/PrimitiveSetting/{code}',
  permission: 'CP_DASHBOARD:VIEW',
  summary: 'Read one dashboard setting of the signed-in user',
});
