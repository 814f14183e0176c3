import { z } from 'zod';
import { wireNumber } from '../platform/numbers';
import { defineCall } from '../platform/contract';
import { customerQuery } from './schemas';

/** One move of a job to another production stage, as the dashboard lists it. */
export const productionUpdate = z.object({
  moveId: z.number().int(),
  orderId: z.number().int(),
  orderCode: z.string(),
  customerName: z.string(),
  stageName: z.string(),
  backward: z.boolean(),
  movedAt: z.string(),
});
export type ProductionUpdate = z.infer<typeof productionUpdate>;

export const getDashboardProductionUpdatesSchemas = () => ({
  query: customerQuery.extend({ limit: wireNumber(z.number().int().min(1).max(20)).default(5) }),
  response: z.array(productionUpdate),
});

/** GET /Dashboard/production-updates: the latest stage moves of the job orders the caller may see. */
export const getDashboardProductionUpdates = defineCall<typeof getDashboardProductionUpdatesSchemas>()({
  name: 'getDashboardProductionUpdates',
  domain: 'dashboard',
  method: 'GET',
  path: '/Dashboard/production-updates',
  permission: 'CP_DASHBOARD:VIEW',
  summary: 'The latest production stage moves of the job orders the caller may see, newest first',
});
