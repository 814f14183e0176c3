import { and, asc, count, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import type { MailSeal } from './mail';
import { outboxEmails } from './tables';
import { databaseUnavailableReason, IncidentLog, loggableError } from './unavailable';

export interface MailLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

type OutboxRow = typeof outboxEmails.$inferSelect;

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'kept', 'replaced'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

// A few seconds' poll: a mail queued inside a transaction that was not yet committed when the worker was woken, and a
// retry that fell due, leave within this time.
const POLL_MS = 5_000;
const BATCH = 10;
// Back-off between attempts: 30 s, 1 min, 2 min, … up to an hour.
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

/**
 * Delivers the outbox: takes due rows (`queued` whose time has come, or `sending` whose worker's lease ran out) with
 * FOR UPDATE SKIP LOCKED, so that several instances on one database never take the same mail, marks them `sending`
 * under a lease, and sends them outside that transaction with SMTP time limits. A failure is logged once, recorded on
 * the row and retried with back-off until MAIL_GIVE_UP_HOURS after it was queued, then the mail is `failed`.
 */
export class MailOutbox {
  private readonly transport: Transporter;
  private readonly leaseMs: number;
  private db: Db | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private wokenWhileRunning = false;
  private readonly outages = new IncidentLog();

  constructor(
    private readonly options: {
      smtpUrl: string;
      from: string;
      seal: MailSeal;
      log: MailLog;
      timeoutSeconds: number;
      giveUpHours: number;
    },
  ) {
    const timeout = options.timeoutSeconds * 1000;
    this.transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    // Longer than the slowest send the time limits allow (connect, greeting, then each command), so that a live
    // worker's mail is never taken by another.
    this.leaseMs = Math.max(2 * 60_000, 6 * timeout);
  }

  start(db: Db): void {
    if (this.db) return;
    this.db = db;
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Runs a pass now, or right after the one running. */
  wake(): void {
    if (!this.db) return;
    if (this.running) {
      this.wokenWhileRunning = true;
      return;
    }
    this.running = this.passes().finally(() => (this.running = null));
  }

  /** Delivers everything due now and waits for it. */
  async drain(): Promise<void> {
    await this.running;
    if (!this.db) return;
    while ((await this.runOnce()) > 0);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.db = null;
    this.transport.close();
  }

  private async passes(): Promise<void> {
    try {
      do {
        this.wokenWhileRunning = false;
        while ((await this.runOnce()) > 0);
      } while (this.wokenWhileRunning && this.db);
    } catch (error) {
      // The database is away (a restart, a failover): the next poll tries again, and an outage is logged once, not
      // at every poll.
      const outage = databaseUnavailableReason(error);
      if (outage === null)
        this.options.log.error({ err: loggableError(error) }, 'the mail outbox could not be read');
      else if (this.outages.failed('database') !== null)
        this.options.log.warn({ reason: outage }, 'the mail outbox waits for the database');
    }
  }

  /** One batch: takes the due mails and sends them; answers how many it took. */
  async runOnce(now = new Date()): Promise<number> {
    const db = this.db;
    if (!db) return 0;
    const taken = await this.take(db, now);
    await Promise.all(taken.map((row) => this.deliver(db, row)));
    return taken.length;
  }

  private take(db: Db, now: Date): Promise<OutboxRow[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outboxEmails.id })
        .from(outboxEmails)
        .where(
          or(
            and(eq(outboxEmails.status, 'queued'), lte(outboxEmails.nextAttemptAt, now)),
            and(eq(outboxEmails.status, 'sending'), lt(outboxEmails.leaseUntil, now)),
          ),
        )
        .orderBy(asc(outboxEmails.nextAttemptAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outboxEmails)
        .set({
          status: 'sending',
          leaseUntil: new Date(now.getTime() + this.leaseMs),
          attempts: sql`${outboxEmails.attempts} + 1`,
          lastAttemptAt: now,
        })
        .where(
          inArray(
            outboxEmails.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  private async deliver(db: Db, row: OutboxRow): Promise<void> {
    const stillOurs = and(eq(outboxEmails.id, row.id), eq(outboxEmails.status, 'sending'));
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: row.toAddress,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: this.wholeText(row),
        html: row.htmlBody ?? undefined,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db.update(outboxEmails).set(this.afterFailure(row, reason)).where(stillOurs);
      // The id and the reason only: the text may hold a password.
      this.options.log.warn({ mailId: row.id, attempts: row.attempts, reason }, 'a mail could not be sent');
      return;
    }
    await db
      .update(outboxEmails)
      .set({
        status: 'sent',
        sentAt: new Date(),
        sealedText: null,
        replyTo: null,
        leaseUntil: null,
        error: null,
      })
      .where(stillOurs);
  }

  private wholeText(row: OutboxRow): string {
    if (!row.sealedText) return row.textBody;
    const text = this.options.seal.open(row.sealedText);
    // Sealed under another JWT_SECRET: sending the masked text would hand the user a useless mail.
    if (text === null)
      throw new Error('the sealed text cannot be opened (JWT_SECRET changed); send it again');
    return text;
  }

  private afterFailure(row: OutboxRow, reason: string): Partial<OutboxRow> {
    const next = new Date((row.lastAttemptAt ?? new Date()).getTime() + retryDelayMs(row.attempts));
    const giveUpAt = row.queuedAt.getTime() + this.options.giveUpHours * 3_600_000;
    const base = { error: reason.slice(0, 1000), leaseUntil: null };
    // A given-up mail keeps no secret: a password mail sent again gets a new password.
    if (next.getTime() > giveUpAt) return { ...base, status: 'failed', sealedText: null, replyTo: null };
    return { ...base, status: 'queued', nextAttemptAt: next };
  }
}

/** The outbox by status, and how many mails' last attempt failed (retrying or given up): for metrics. */
export async function outboxCounts(db: Db): Promise<Record<OutboxStatus, number> & { failures: number }> {
  const rows = await db
    .select({ status: outboxEmails.status, mails: count() })
    .from(outboxEmails)
    .groupBy(outboxEmails.status);
  const [failures] = await db
    .select({ mails: count() })
    .from(outboxEmails)
    .where(and(isNotNull(outboxEmails.error), inArray(outboxEmails.status, ['queued', 'sending', 'failed'])));
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, 0])) as Record<
    OutboxStatus,
    number
  >;
  for (const row of rows) if (row.status in counts) counts[row.status as OutboxStatus] = row.mails;
  return { ...counts, failures: failures?.mails ?? 0 };
}
