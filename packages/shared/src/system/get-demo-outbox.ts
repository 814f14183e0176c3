import { z } from 'zod';
import { defineCall } from '../platform/contract';

export const getDemoOutboxSchemas = () => ({
  response: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/** GET /dev-info/outbox: the last mails, for an administrator of a demo install (they may hold generated passwords). */
export const getDemoOutbox = defineCall<typeof getDemoOutboxSchemas>()({
  name: 'getDemoOutbox',
  domain: 'system',
  method: 'GET',
  path: '/dev-info/outbox',
  permission: 'CP_USERS:EDIT',
  summary: 'The last 20 mails of the outbox, for an administrator of a demo install (404 otherwise)',
});
