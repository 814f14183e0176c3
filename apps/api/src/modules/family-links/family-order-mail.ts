import { moneyFormatter } from '@portal/shared/finance/format-money';
import type { Language } from '@portal/shared/platform/language';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OutgoingMail } from '../../platform/mail';
import { familyOrders } from './tables';

const WORDS = {
  en: {
    subject: (home: string, code: string) => `${home}: your order ${code} is confirmed`,
    hello: (name: string) => `Hello ${name},`,
    thanks: (home: string, code: string) =>
      `Thank you: ${home} has received your order ${code} and your card payment.`,
    total: 'Total paid',
    shipTo: 'It will be sent to',
    only: (home: string) =>
      `This is the only message you will receive about this order unless you asked ${home} to keep you informed.`,
  },
  fr: {
    subject: (home: string, code: string) => `${home} : votre commande ${code} est confirmée`,
    hello: (name: string) => `Bonjour ${name},`,
    thanks: (home: string, code: string) =>
      `Merci : ${home} a bien reçu votre commande ${code} et votre paiement par carte.`,
    total: 'Total payé',
    shipTo: 'Elle sera envoyée à',
    only: (home: string) =>
      `Ce message est le seul que vous recevrez au sujet de cette commande, sauf si vous avez demandé à ${home} de vous tenir informé.`,
  },
} as const;

export interface FamilyConfirmation {
  funeralHomeName: string;
  orderCode: string;
  lines: { name: string; quantity: number; lineTotal: number }[];
  total: number;
  currencyCode: string;
  shipTo: string;
}

/**
 * The family's one confirmation (nothing afterwards unless they opted in): claimed on the family order
 * first, so that a repeated or concurrent request (or the follow-up job) never sends it twice; written in the
 * language the family ordered in. Null when it went out already.
 */
export async function claimFamilyConfirmation(
  db: Db,
  orderId: number,
  content: FamilyConfirmation,
  now: Date,
): Promise<OutgoingMail | null> {
  const [claimed] = await db
    .update(familyOrders)
    .set({ confirmedAt: now })
    .where(and(eq(familyOrders.orderId, orderId), isNull(familyOrders.confirmedAt)))
    .returning({
      email: familyOrders.buyerEmail,
      name: familyOrders.buyerName,
      language: familyOrders.language,
    });
  if (!claimed) return null;
  const language: Language = claimed.language === 'fr' ? 'fr' : 'en';
  const w = WORDS[language];
  const money = moneyFormatter(language === 'fr' ? 'fr-CA' : 'en-US', content.currencyCode);
  const text = [
    w.hello(claimed.name),
    '',
    w.thanks(content.funeralHomeName, content.orderCode),
    '',
    ...content.lines.map((l) => `${l.quantity} × ${l.name}: ${money(l.lineTotal)}`),
    `${w.total}: ${money(content.total)}`,
    '',
    `${w.shipTo}: ${content.shipTo}`,
    '',
    w.only(content.funeralHomeName),
  ].join('\n');
  return { to: claimed.email, subject: w.subject(content.funeralHomeName, content.orderCode), text };
}
