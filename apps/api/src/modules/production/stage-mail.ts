import type { Language } from '@portal/shared/platform/language';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Services } from '../../platform/request-context';
import { localName } from '../../platform/language';
import { userCustomers, users } from '../users/tables';
import { productionMailChoices, type productionStages } from './tables';

/** What a committed move tells the customer. */
export interface StageChange {
  orderId: number;
  code: string;
  customerId: number;
  stage: typeof productionStages.$inferSelect;
  /** The job reached its list's last stage (shipped): the one change a user choosing "shipped only" hears of. */
  isLast: boolean;
  note: string | null;
}

const WORDS = {
  en: {
    subject: (code: string, stage: string) => `${code}: now at ${stage}`,
    shippedSubject: (code: string, stage: string) => `${code}: ${stage}`,
    hello: 'Hello',
    body: (code: string, stage: string) => `Your job order ${code} has moved to the stage ${stage}.`,
    note: 'Note from the workshop:',
    follow: 'See its timeline, dates and photos in the portal:',
    choose: 'You choose which production updates you receive in My profile.',
  },
  fr: {
    subject: (code: string, stage: string) => `${code} : maintenant à l’étape ${stage}`,
    shippedSubject: (code: string, stage: string) => `${code} : ${stage}`,
    hello: 'Bonjour',
    body: (code: string, stage: string) => `Votre ordre de fabrication ${code} est passé à l’étape ${stage}.`,
    note: 'Note de l’atelier :',
    follow: 'Consultez son calendrier, ses dates et ses photos dans le portail :',
    choose: 'Vous choisissez les nouvelles de production que vous recevez dans Mon profil.',
  },
} as const;

/** The e-mail of one stage change, in the reader's language. */
export function stageChangeMail(change: StageChange, language: Language, firstName: string, url: string) {
  const w = WORDS[language];
  const stage = localName(language, change.stage);
  const text = [
    `${w.hello} ${firstName},`,
    '',
    w.body(change.code, stage),
    ...(change.note ? ['', w.note, change.note] : []),
    '',
    `${w.follow} ${url}`,
    '',
    w.choose,
    '',
  ].join('\n');
  return {
    subject: change.isLast ? w.shippedSubject(change.code, stage) : w.subject(change.code, stage),
    text,
  };
}

/** Where the customer opens the job: its drawer on the job-order list, in their language. */
export const jobUrl = (services: Services, language: Language, orderId: number) =>
  `${services.publicOrigin()}${language === 'fr' ? '/fr' : ''}/backoffice/status-tracking/job-orders?tab=all&id=${orderId}`;

/**
 * Queues the e-mails of committed moves through the outbox: to each active portal user of the job's customer, as they
 * chose in my profile (every change, shipped only, or none; no choice is every change).
 */
export async function queueStageMails(services: Services, changes: readonly StageChange[]): Promise<void> {
  if (changes.length === 0) return;
  const readers = await customerReaders(services, [...new Set(changes.map((c) => c.customerId))]);
  for (const change of changes)
    for (const reader of readers) {
      if (reader.customerId !== change.customerId) continue;
      const choice = reader.choice ?? 'all';
      if (choice === 'none' || (choice === 'shipped' && !change.isLast)) continue;
      await services.mailer.send(services.db, {
        to: reader.email,
        ...stageChangeMail(
          change,
          reader.language,
          reader.firstName,
          jobUrl(services, reader.language, change.orderId),
        ),
      });
    }
}

/** The active portal users of these customers, who hear of their jobs: address, first name, language, stage choice. */
export async function customerReaders(services: Services, customerIds: number[]) {
  const rows = await services.db
    .select({
      customerId: userCustomers.customerId,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      choice: productionMailChoices.choice,
    })
    .from(userCustomers)
    .innerJoin(users, eq(users.id, userCustomers.userId))
    .leftJoin(productionMailChoices, eq(productionMailChoices.userId, users.id))
    .where(
      and(
        inArray(userCustomers.customerId, customerIds),
        eq(users.status, 'active'),
        ne(users.kind, 'staff'),
      ),
    );
  return rows.map((r) => ({ ...r, language: (r.language === 'fr' ? 'fr' : 'en') as Language }));
}
