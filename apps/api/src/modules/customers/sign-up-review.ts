import type { SignUpApplication } from '@portal/shared/customers/sign-up-schemas';
import { signUpApplications } from './sign-up-tables';
import { addresses, contactPersons, customers } from './tables';
import { countries, customerTypes, states } from '../reference/tables';
import { users } from '../users/tables';
import type { ApplicationAddress } from './sign-up-tables';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import type { Language } from '@portal/shared/platform/language';
import { localName } from '../../platform/language';
import { paginated, pageWindow } from '../../platform/paging';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { createInvitedUser } from '../users/public';

/** GET /Customers/sign-up-applications: newest first; by status; searched by company, applicant or e-mail. */
export async function getSignUpApplications(
  db: Db,
  query: { pageNo: number; pageSize: number; status?: string; search?: string },
) {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(signUpApplications.status, query.status));
  if (query.search) {
    const like = `%${query.search}%`;
    conditions.push(
      or(
        ilike(signUpApplications.companyName, like),
        ilike(signUpApplications.email, like),
        ilike(sql`${signUpApplications.firstName} || ' ' || ${signUpApplications.lastName}`, like),
      ),
    );
  }
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(signUpApplications)
      .where(where)
      .orderBy(desc(signUpApplications.createdAt), desc(signUpApplications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(signUpApplications).where(where),
  ]);
  const items = rows.map((r) => ({
    id: r.id,
    companyName: r.companyName,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    status: r.status as SignUpApplication['status'],
    createdAt: r.createdAt.toISOString(),
  }));
  return paginated(items, total?.n ?? 0, query);
}

async function addressView(db: Db, lang: Language, address: ApplicationAddress | null) {
  if (!address) return null;
  const [country] = await db.select().from(countries).where(eq(countries.id, address.countryId));
  const [state] = address.stateId ? await db.select().from(states).where(eq(states.id, address.stateId)) : [];
  return {
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    zip: address.zip,
    countryId: address.countryId,
    countryName: country ? localName(lang, country) : null,
    stateId: address.stateId,
    stateName: state?.name ?? null,
  };
}

const reviewer = alias(users, 'reviewer');

/** GET /Customers/sign-up-applications/{id}: one application as staff review it. */
export async function getSignUpApplication(db: Db, lang: Language, id: number): Promise<SignUpApplication> {
  const [row] = await db
    .select({
      application: signUpApplications,
      type: customerTypes,
      reviewerName: sql<string | null>`${reviewer.firstName} || ' ' || ${reviewer.lastName}`,
      accountNumber: customers.accountNumber,
    })
    .from(signUpApplications)
    .leftJoin(customerTypes, eq(customerTypes.id, signUpApplications.customerTypeId))
    .leftJoin(reviewer, eq(reviewer.id, signUpApplications.reviewedBy))
    .leftJoin(customers, eq(customers.id, signUpApplications.customerId))
    .where(eq(signUpApplications.id, id));
  if (!row) throw notFound('The application');
  const a = row.application;
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, a.email));
  return {
    id: a.id,
    companyName: a.companyName,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    status: a.status as SignUpApplication['status'],
    createdAt: a.createdAt.toISOString(),
    customerTypeId: a.customerTypeId,
    customerTypeName: row.type ? localName(lang, row.type) : null,
    taxId: a.taxId,
    website: a.website,
    phone: a.phone,
    jobTitle: a.jobTitle,
    language: a.language === 'fr' ? 'fr' : 'en',
    billingAddress: (await addressView(db, lang, a.billingAddress))!,
    shippingAddress: await addressView(db, lang, a.shippingAddress),
    notes: a.notes,
    declineReason: a.declineReason,
    reviewedAt: a.reviewedAt?.toISOString() ?? null,
    reviewedBy: row.reviewerName,
    customerId: a.customerId,
    accountNumber: row.accountNumber,
    emailHasAccount: account !== undefined,
  };
}

/** The pending application, locked for the review: two staff members approving at once cannot both go through. */
async function pendingApplication(tx: Db, id: number) {
  const [row] = await tx.select().from(signUpApplications).where(eq(signUpApplications.id, id)).for('update');
  if (!row) throw notFound('The application');
  if (row.status !== 'pending') throw conflict('This application has already been reviewed');
  return row;
}

/** The next free account number of the `C1001` series. */
async function nextAccountNumber(tx: Db): Promise<string> {
  const [row] = await tx
    .select({
      top: sql<number | null>`max(substring(${customers.accountNumber} from 2)::int)`,
    })
    .from(customers)
    .where(sql`${customers.accountNumber} ~ '^C[0-9]{1,9}$'`);
  return `C${Math.max(Number(row?.top ?? 0), 1000) + 1}`;
}

const toAddress = (
  customerId: number,
  kind: 'billing' | 'shipping',
  a: ApplicationAddress,
  name: string,
) => ({
  customerId,
  kind,
  name,
  line1: a.line1,
  line2: a.line2,
  city: a.city,
  zip: a.zip,
  countryId: a.countryId,
  stateId: a.stateId,
  isDefault: true,
});

/**
 * POST .../approve: in one transaction the application becomes a customer (its addresses, the applicant as primary
 * contact person) and the applicant its first portal user, a customer administrator with a temporary password to
 * change at first sign-in. The invitation is e-mailed after the commit.
 */
export async function approveSignUpApplication(
  services: Services,
  scope: Scope,
  lang: Language,
  id: number,
  input: { accountNumber?: string },
) {
  const mail = await services.db.transaction(async (tx) => {
    const application = await pendingApplication(tx, id);
    const [existingUser] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, application.email));
    if (existingUser)
      throw conflict(
        'This e-mail already has an account: create the customer and link that user to it instead',
      );
    const accountNumber = input.accountNumber ?? (await nextAccountNumber(tx));
    const [taken] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.accountNumber, accountNumber));
    if (taken) throw conflict(`The account number ${accountNumber} is already used`);
    const [customer] = await tx
      .insert(customers)
      .values({
        accountNumber,
        name: application.companyName,
        customerTypeId: application.customerTypeId,
        email: application.email,
        phone: application.phone,
        website: application.website,
        taxId: application.taxId,
      })
      .returning({ id: customers.id });
    const customerId = customer!.id;
    await tx
      .insert(addresses)
      .values([
        toAddress(customerId, 'billing', application.billingAddress, application.companyName),
        toAddress(
          customerId,
          'shipping',
          application.shippingAddress ?? application.billingAddress,
          application.companyName,
        ),
      ]);
    await tx.insert(contactPersons).values({
      customerId,
      firstName: application.firstName,
      lastName: application.lastName,
      email: application.email,
      phone: application.phone,
      title: application.jobTitle,
      isPrimary: true,
    });
    const invited = await createInvitedUser(services, tx, {
      customerId,
      email: application.email,
      firstName: application.firstName,
      lastName: application.lastName,
      roleCodes: ['CUSTOMER_ADMIN'],
      language: application.language === 'fr' ? 'fr' : 'en',
    });
    await tx
      .update(signUpApplications)
      .set({ status: 'approved', reviewedBy: scope.userId, reviewedAt: services.now(), customerId })
      .where(eq(signUpApplications.id, id));
    await recordAudit(tx, scope, {
      action: 'signUp.approve',
      entityType: 'signUpApplication',
      entityId: id,
      details: { customerId, accountNumber, userId: invited.userId },
    });
    return invited.mail;
  });
  services.mailer.sendInBackground(services.db, mail);
  return getSignUpApplication(services.db, lang, id);
}

const DECLINED = {
  en: (name: string, company: string, reason: string | null) => ({
    subject: 'Your application to our customer portal',
    text: `Hello ${name},\n\nThank you for your interest and for the time you took to apply on behalf of ${company}.\n\nAfter reviewing your application, we are unable to open a customer account at this time.${reason ? `\n\n${reason}` : ''}\n\nIf you have any questions, simply reply to this e-mail; we will be glad to help.\n\nKind regards,\nCustomer service\n`,
  }),
  fr: (name: string, company: string, reason: string | null) => ({
    subject: 'Votre demande d’accès à notre portail client',
    text: `Bonjour ${name},\n\nNous vous remercions de votre intérêt et du temps consacré à votre demande au nom de ${company}.\n\nAprès examen, nous ne sommes pas en mesure d’ouvrir un compte client pour le moment.${reason ? `\n\n${reason}` : ''}\n\nPour toute question, il vous suffit de répondre à ce message ; nous vous aiderons volontiers.\n\nCordialement,\nLe service client\n`,
  }),
};

/** POST .../decline: the applicant is told politely, in the language it applied in; the reason is added when given. */
export async function declineSignUpApplication(
  services: Services,
  scope: Scope,
  lang: Language,
  id: number,
  input: { reason?: string },
) {
  const reason = input.reason?.trim() || null;
  const application = await services.db.transaction(async (tx) => {
    const row = await pendingApplication(tx, id);
    await tx
      .update(signUpApplications)
      .set({
        status: 'declined',
        declineReason: reason,
        reviewedBy: scope.userId,
        reviewedAt: services.now(),
      })
      .where(eq(signUpApplications.id, id));
    await recordAudit(tx, scope, {
      action: 'signUp.decline',
      entityType: 'signUpApplication',
      entityId: id,
    });
    return row;
  });
  const content = DECLINED[application.language === 'fr' ? 'fr' : 'en'](
    application.firstName,
    application.companyName,
    reason,
  );
  services.mailer.sendInBackground(services.db, { to: application.email, ...content });
  return getSignUpApplication(services.db, lang, id);
}
