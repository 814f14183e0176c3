// The e-mails of held orders, in the reader's language: the administrator asked to approve, the buyer or customer told
// of the decision.
import type { Language } from '@portal/shared/platform/language';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../customers/tables';
import type { orders } from '../orders/tables';
import { modules, roleSettings } from '../settings/tables';
import { userCustomers, userRoles, users } from '../users/tables';
import type { OutgoingMail } from '../../platform/mail';

type OrderRow = typeof orders.$inferSelect;
export type HoldOutcome =
  'APPROVAL_ASKED' | 'RELEASED' | 'CREDIT_DECLINED' | 'APPROVED' | 'PURCHASE_DECLINED';

interface Content {
  name: string;
  code: string;
  total: string;
  reason: string | null;
  url: string;
}

const TEXTS: Record<Language, Record<HoldOutcome, (c: Content) => { subject: string; text: string }>> = {
  en: {
    APPROVAL_ASKED: (c) => ({
      subject: `Order ${c.code} is waiting for your approval`,
      text: `Hello ${c.name},\n\nOrder ${c.code} (${c.total}) is above its buyer's order limit. Approve or decline it at ${c.url}.\n`,
    }),
    RELEASED: (c) => ({
      subject: `Order ${c.code} is released from credit hold`,
      text: `Hello ${c.name},\n\nYour order ${c.code} (${c.total}) was released from credit hold and goes ahead.\n\nFollow it at ${c.url}.\n`,
    }),
    CREDIT_DECLINED: (c) => ({
      subject: `Order ${c.code} was declined`,
      text: `Hello ${c.name},\n\nYour order ${c.code} (${c.total}) was on credit hold and has been declined.\n\nReason: ${c.reason}\n\nPlease contact us about your account: ${c.url}\n`,
    }),
    APPROVED: (c) => ({
      subject: `Order ${c.code} was approved`,
      text: `Hello ${c.name},\n\nYour order ${c.code} (${c.total}) was approved by your administrator and is submitted.\n\nFollow it at ${c.url}.\n`,
    }),
    PURCHASE_DECLINED: (c) => ({
      subject: `Order ${c.code} was declined by your administrator`,
      text: `Hello ${c.name},\n\nYour order ${c.code} (${c.total}) was declined by your administrator.\n\nReason: ${c.reason}\n`,
    }),
  },
  fr: {
    APPROVAL_ASKED: (c) => ({
      subject: `La commande ${c.code} attend votre approbation`,
      text: `Bonjour ${c.name},\n\nLa commande ${c.code} (${c.total}) dépasse la limite de commande de son acheteur. Approuvez-la ou refusez-la sur ${c.url}.\n`,
    }),
    RELEASED: (c) => ({
      subject: `La commande ${c.code} est libérée du blocage de crédit`,
      text: `Bonjour ${c.name},\n\nVotre commande ${c.code} (${c.total}) a été libérée du blocage de crédit et suit son cours.\n\nSuivez-la sur ${c.url}.\n`,
    }),
    CREDIT_DECLINED: (c) => ({
      subject: `La commande ${c.code} a été refusée`,
      text: `Bonjour ${c.name},\n\nVotre commande ${c.code} (${c.total}) était bloquée pour crédit et a été refusée.\n\nMotif : ${c.reason}\n\nContactez-nous au sujet de votre compte : ${c.url}\n`,
    }),
    APPROVED: (c) => ({
      subject: `La commande ${c.code} a été approuvée`,
      text: `Bonjour ${c.name},\n\nVotre commande ${c.code} (${c.total}) a été approuvée par votre administrateur et est transmise.\n\nSuivez-la sur ${c.url}.\n`,
    }),
    PURCHASE_DECLINED: (c) => ({
      subject: `La commande ${c.code} a été refusée par votre administrateur`,
      text: `Bonjour ${c.name},\n\nVotre commande ${c.code} (${c.total}) a été refusée par votre administrateur.\n\nMotif : ${c.reason}\n`,
    }),
  },
};

const PATHS: Record<HoldOutcome, string> = {
  APPROVAL_ASKED: '/backoffice/orders-awaiting-approval',
  RELEASED: '/backoffice/job-orders',
  CREDIT_DECLINED: '/backoffice/invoices',
  APPROVED: '/backoffice/job-orders',
  PURCHASE_DECLINED: '/backoffice/job-orders',
};

const asLanguage = (value: string | null | undefined): Language => (value === 'fr' ? 'fr' : 'en');

function mailOf(
  outcome: HoldOutcome,
  to: { email: string; name: string; language: Language },
  order: OrderRow,
  origin: string,
  reason: string | null,
): OutgoingMail {
  const prefix = to.language === 'fr' ? '/fr' : '';
  return {
    to: to.email,
    ...TEXTS[to.language][outcome]({
      name: to.name,
      code: order.code,
      total: `${order.grandTotal} ${order.currencyCode}`,
      reason,
      url: `${origin}${prefix}${PATHS[outcome]}`,
    }),
  };
}

/**
 * The decision told to whoever placed the order, in that person's language; staff who placed it for the customer
 * have the customer's address told instead.
 */
export async function decisionMail(
  db: Db,
  outcome: HoldOutcome,
  order: OrderRow,
  origin: string,
  reason: string | null = null,
): Promise<OutgoingMail | null> {
  const [placedBy] = order.placedByUserId
    ? await db
        .select({
          email: users.email,
          firstName: users.firstName,
          kind: users.kind,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, order.placedByUserId))
    : [];
  if (placedBy && placedBy.kind !== 'staff')
    return mailOf(
      outcome,
      { email: placedBy.email, name: placedBy.firstName, language: asLanguage(placedBy.language) },
      order,
      origin,
      reason,
    );
  const [customer] = await db
    .select({ email: customers.email, name: customers.name })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  if (!customer?.email) return null;
  return mailOf(
    outcome,
    { email: customer.email, name: customer.name, language: 'en' },
    order,
    origin,
    reason,
  );
}

/** The customer's administrators (its active portal users who manage its users), each asked in their language. */
export async function approvalRequestMails(db: Db, order: OrderRow, origin: string): Promise<OutgoingMail[]> {
  const admins = await db
    .selectDistinct({
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      id: users.id,
    })
    .from(users)
    .innerJoin(userCustomers, eq(userCustomers.userId, users.id))
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roleSettings, eq(roleSettings.roleId, userRoles.roleId))
    .innerJoin(modules, eq(modules.id, roleSettings.moduleId))
    .where(
      and(
        eq(userCustomers.customerId, order.customerId),
        eq(users.kind, 'customer'),
        eq(users.status, 'active'),
        eq(modules.code, 'CP_MY_PROFILE'),
        eq(roleSettings.action, 'USERS'),
      ),
    );
  return admins
    .filter((a) => a.id !== order.placedByUserId)
    .map((a) =>
      mailOf(
        'APPROVAL_ASKED',
        { email: a.email, name: a.firstName, language: asLanguage(a.language) },
        order,
        origin,
        null,
      ),
    );
}
