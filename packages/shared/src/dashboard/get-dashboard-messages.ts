import { z } from 'zod';
import { wireNumber } from '../platform/numbers';
import { defineCall } from '../platform/contract';
import { customerQuery, dashboardMessage } from './schemas';

export const getDashboardMessagesSchemas = () => ({
  query: customerQuery.extend({ limit: wireNumber(z.number().int().min(1).max(50)).default(10) }),
  response: z.array(dashboardMessage),
});

/** GET /Dashboard/messages: the latest notes and status changes on the caller's orders, written by someone else. */
export const getDashboardMessages = defineCall<typeof getDashboardMessagesSchemas>()({
  name: 'getDashboardMessages',
  domain: 'dashboard',
  method: 'GET',
  path: '/Dashboard/messages',
  permission: 'CP_DASHBOARD:VIEW',
  summary: 'Latest notes and status changes on the orders the caller may see, newest first',
});
