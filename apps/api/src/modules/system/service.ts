import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hardcodedSettings } from '../settings/tables';
import { outboxEmails } from '../../platform/tables';
import { DEMO_ACCOUNTS, DEMO_DATA_SETTING } from './demo-accounts';
import { envelope } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import type { MailSeal } from '../../platform/mail';
import { APP_VERSION } from '../../platform/version';
import { pingDatabaseInTime } from './readiness';

export async function health(db: Db) {
  try {
    await pingDatabaseInTime(db);
    return { status: 'ok' as const, db: 'ok' as const, version: APP_VERSION };
  } catch {
    return { status: 'error' as const, db: 'unreachable' as const, version: APP_VERSION };
  }
}

/**
 * GET /health/live: the process answers. No dependency is asked: a database or Redis that is away is no reason to
 * restart this process (docs/operations.md "Health").
 */
export function getLiveness() {
  return { status: 'alive' as const };
}

/**
 * GET /health's answer: api-conventions shows `{ status, db, version }` at the top level, and every response carries
 * the envelope: both hold (the call answers raw). It has errors when the database is unreachable or does not answer
 * within its time limit.
 */
export async function getHealth(db: Db) {
  const value = await health(db);
  return { ...value, ...envelope(value), hasErrors: value.status !== 'ok' };
}

async function isDemoInstall(db: Db): Promise<boolean> {
  const [marker] = await db
    .select({ valStr: hardcodedSettings.valStr })
    .from(hardcodedSettings)
    .where(eq(hardcodedSettings.code, DEMO_DATA_SETTING));
  return marker?.valStr === '1';
}

/**
 * What /dev-help shows anyone: the version, and in demo mode the demo accounts (published in the README). The outbox is
 * not here: its mails (passwords, links) are for an administrator's eyes only.
 */
export async function getDevInfo(db: Db, smtpConfigured: boolean) {
  const demoData = await isDemoInstall(db);
  return {
    version: APP_VERSION,
    demoData,
    smtpConfigured,
    demoAccounts: demoData ? DEMO_ACCOUNTS.map(({ email, password, who }) => ({ email, password, who })) : [],
  };
}

/**
 * The last mails of the outbox, for a signed-in administrator of a demo install. A mail kept undelivered (no SMTP) is
 * shown whole, unsealed here; every other mail only as kept, its secrets masked.
 */
export async function getDemoOutbox(db: Db, seal: MailSeal) {
  if (!(await isDemoInstall(db))) throw notFound('The outbox');
  const mails = await db
    .select({
      id: outboxEmails.id,
      to: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      text: outboxEmails.textBody,
      sealedText: outboxEmails.sealedText,
      status: outboxEmails.status,
      createdAt: outboxEmails.createdAt,
    })
    .from(outboxEmails)
    .orderBy(desc(outboxEmails.id))
    .limit(20);
  return mails.map(({ sealedText, ...mail }) => ({
    ...mail,
    // Only a kept mail is shown whole: one waiting for delivery keeps its secrets for its recipient alone.
    text: (mail.status === 'kept' && sealedText && seal.open(sealedText)) || mail.text,
    createdAt: mail.createdAt.toISOString(),
  }));
}
