import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pingDatabase } from '../../db/client';
import { hardcodedSettings, outboxEmails } from '../../db/schema/index';
import { DEMO_ACCOUNTS, DEMO_DATA_SETTING } from '../../db/seed/demo-accounts';
import { APP_VERSION } from '../../platform/version';

export async function health(db: Db) {
  try {
    await pingDatabase(db);
    return { status: 'ok' as const, db: 'ok' as const, version: APP_VERSION };
  } catch {
    return { status: 'error' as const, db: 'unreachable' as const, version: APP_VERSION };
  }
}

/** What /dev-help shows: the version, and in demo mode the demo accounts and the mail kept in the outbox. */
export async function devInfo(db: Db, smtpConfigured: boolean) {
  const [marker] = await db
    .select()
    .from(hardcodedSettings)
    .where(eq(hardcodedSettings.code, DEMO_DATA_SETTING));
  const demoData = marker?.valStr === '1';
  const outbox = demoData
    ? await db
        .select({
          id: outboxEmails.id,
          to: outboxEmails.toAddress,
          subject: outboxEmails.subject,
          text: outboxEmails.textBody,
          status: outboxEmails.status,
          createdAt: outboxEmails.createdAt,
        })
        .from(outboxEmails)
        .orderBy(desc(outboxEmails.id))
        .limit(20)
    : [];
  return {
    version: APP_VERSION,
    demoData,
    smtpConfigured,
    demoAccounts: demoData ? DEMO_ACCOUNTS.map(({ email, password, who }) => ({ email, password, who })) : [],
    outbox: outbox.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}
