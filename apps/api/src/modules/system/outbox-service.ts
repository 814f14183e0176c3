import type { OutboxMailRow, OutboxStatus } from '@portal/shared/system/outbox-schemas';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { generatedPassword, hashPassword, PENDING_MINUTES, passwordMail } from '../auth/public';
import { setPendingPassword } from '../users/public';
import { users } from '../users/tables';
import { recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import { MASK } from '../../platform/mail';
import { paginated, pageWindow } from '../../platform/paging';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { outboxEmails } from '../../platform/tables';

type OutboxRow = typeof outboxEmails.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Given up, or still waiting after a failed attempt: staff may put it back in front of the queue. */
const canSendAgain = (row: OutboxRow) =>
  row.status === 'failed' || (row.status === 'queued' && row.error !== null);

function outboxMailRow(row: OutboxRow): OutboxMailRow {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    status: row.status as OutboxStatus,
    attempts: row.attempts,
    lastError: row.error,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: row.status === 'queued' ? iso(row.nextAttemptAt) : null,
    sentAt: iso(row.sentAt),
    holdsPassword: row.purpose === 'password',
    canSendAgain: canSendAgain(row),
  };
}

/** GET /mail-outbox: newest first; the texts stay out (they may hold a link or a masked password). */
export async function listOutboxMails(
  db: Db,
  query: { pageNo: number; pageSize: number; status?: OutboxStatus },
) {
  const where = query.status ? eq(outboxEmails.status, query.status) : undefined;
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(where)
    .orderBy(desc(outboxEmails.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ mails: count() }).from(outboxEmails).where(where);
  return paginated(rows.map(outboxMailRow), total?.mails ?? 0, query);
}

/**
 * POST /mail-outbox/{id}/resend. A mail whose secrets were dropped (given up) cannot go out as it was: a password mail
 * becomes a new password in a new mail, the old one `replaced`; any other (a one-time link) is refused, its user asks
 * again. Every other mail goes back to the queue, due now, its attempts and give-up time reset.
 */
export async function resendOutboxMail(services: Services, scope: Scope, id: number): Promise<OutboxMailRow> {
  const resent = await services.db.transaction(async (tx) => {
    const [row] = await tx.select().from(outboxEmails).where(eq(outboxEmails.id, id)).for('update');
    if (!row) throw notFound('The mail');
    if (!canSendAgain(row))
      throw conflict('Only a mail that was given up or is waiting to be retried can be sent again');
    const secretDropped = row.sealedText === null && row.textBody.includes(MASK);
    if (secretDropped && row.purpose === 'password') return replaceWithNewPassword(services, tx, scope, row);
    if (secretDropped)
      throw conflict('This mail held a one-time link that is no longer kept: its user must ask again');
    const now = new Date();
    const [queued] = await tx
      .update(outboxEmails)
      .set({
        status: 'queued',
        attempts: 0,
        error: null,
        nextAttemptAt: now,
        queuedAt: now,
        leaseUntil: null,
      })
      .where(eq(outboxEmails.id, id))
      .returning();
    return queued!;
  });
  services.mailer.outbox?.wake();
  return outboxMailRow(resent);
}

/**
 * The user gets a new generated password exactly as forgot password gives one (pending, valid PENDING_MINUTES, a change
 * forced at sign-in; the current password keeps working), in a new mail; the old mail is marked `replaced`.
 */
async function replaceWithNewPassword(services: Services, tx: Db, scope: Scope, row: OutboxRow) {
  const [user] = row.userId === null ? [] : await tx.select().from(users).where(eq(users.id, row.userId));
  if (!user || user.status === 'blocked')
    throw conflict('The user of this mail no longer exists or is blocked');
  const password = generatedPassword();
  const expiresAt = new Date(services.now().getTime() + PENDING_MINUTES * 60_000);
  await setPendingPassword(tx, user.id, await hashPassword(password), expiresAt);
  await recordAudit(tx, scope, { action: 'mail.resendPassword', entityType: 'user', entityId: user.id });
  const queued = await services.mailer.send(tx, passwordMail(services, user, password));
  await tx
    .update(outboxEmails)
    .set({ status: 'replaced', replacedById: queued.id })
    .where(eq(outboxEmails.id, row.id));
  const [replacement] = await tx.select().from(outboxEmails).where(eq(outboxEmails.id, queued.id));
  return replacement!;
}
