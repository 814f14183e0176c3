import { z } from 'zod';
import { defineCall } from '../platform/contract';

export const getDevInfoSchemas = () => ({
  response: z.object({
    version: z.string(),
    demoData: z.boolean(),
    smtpConfigured: z.boolean(),
    demoAccounts: z.array(z.object({ email: z.string(), password: z.string(), who: z.string() })),
  }),
});

/** GET /dev-info: what /dev-help shows anyone, the version, and on a demo install the demo accounts. */
export const getDevInfo = defineCall<typeof getDevInfoSchemas>()({
  name: 'getDevInfo',
  domain: 'system',
  method: 'GET',
  path: '/dev-info',
  permission: 'public',
  summary: 'Version, and in demo mode the demo accounts',
});
