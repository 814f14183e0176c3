import { z } from 'zod';

/** What a mail of the outbox can be: waiting, being sent, delivered, given up, kept (no SMTP), or replaced by a new one. */
export const outboxStatus = z.enum(['queued', 'sending', 'sent', 'failed', 'kept', 'replaced']);
export type OutboxStatus = z.infer<typeof outboxStatus>;

export const outboxMailRow = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  status: outboxStatus,
  attempts: z.number(),
  /** The last attempt's failure, as the SMTP server or the network put it. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** Sending it again generates a new password for its user (its own text is kept masked). */
  holdsPassword: z.boolean(),
  /** Staff may send it again: given up, or still waiting after a failed attempt. */
  canSendAgain: z.boolean(),
});
export type OutboxMailRow = z.infer<typeof outboxMailRow>;
