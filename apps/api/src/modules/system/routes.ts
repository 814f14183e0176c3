import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { getDemoOutbox, getDemoOutboxSchemas } from '@portal/shared/system/get-demo-outbox';
import { bindCall, defineRoute } from '../../platform/route';
import { demoOutbox, devInfo, health } from './service';

const healthValue = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'unreachable']),
  version: z.string(),
});

export const systemRoutes = [
  defineRoute({
    method: 'GET',
    url: '/health',
    permission: 'public',
    summary: 'Liveness and database reachability (503 when the database is unreachable)',
    // api-conventions shows `{ status, db, version }` at the top level, and every response carries the envelope: both hold.
    response: healthValue.extend({
      value: healthValue.nullable(),
      hasErrors: z.boolean(),
      errorMessages: z.array(z.unknown()),
      apiMessages: z.unknown(),
    }),
    raw: true,
    handler: async ({ services, reply }) => {
      const value = await health(services.db);
      if (value.status !== 'ok') reply.status(503);
      const wrapped = envelope(value);
      return { ...value, ...wrapped, hasErrors: value.status !== 'ok' };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/dev-info',
    permission: 'public',
    summary: 'Version, and in demo mode the demo accounts',
    response: z.object({
      version: z.string(),
      demoData: z.boolean(),
      smtpConfigured: z.boolean(),
      demoAccounts: z.array(z.object({ email: z.string(), password: z.string(), who: z.string() })),
    }),
    handler: ({ services }) => devInfo(services.db, services.mailer.configured),
  }),
  bindCall(getDemoOutbox, getDemoOutboxSchemas, ({ services }) =>
    demoOutbox(services.db, services.mailer.seal),
  ),
];
