import { z } from 'zod';
import { wireNumber } from '../platform/numbers';
import { defineCall } from '../platform/contract';
import { dashboardMetal } from './schemas';

export const getDashboardMetalsSchemas = () => ({
  query: z.object({ months: wireNumber(z.number().int().min(1).max(24)).default(12) }),
  response: z.array(dashboardMetal),
});

/** GET /Dashboard/Metals: market metal prices now, with every change of the last `months` months. */
export const getDashboardMetals = defineCall<typeof getDashboardMetalsSchemas>()({
  name: 'getDashboardMetals',
  domain: 'dashboard',
  method: 'GET',
  path: '/Dashboard/Metals',
  permission: 'CP_DASHBOARD:VIEW',
  summary:
    'Gold, silver, platinum and palladium per troy ounce, with their price history (months 1–24, default 12)',
});
