import { randomBytes } from 'node:crypto';
import type { inviteUserBody } from '@portal/shared/users/admin-schemas';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { customers } from '../customers/tables';
import { modules, roleSettings } from '../settings/tables';
import { roles, userCustomers, userRoles, users } from './tables';
import { auditLog } from '../../platform/tables';
import { recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import { isStaff, type Scope } from '../../platform/scope';
import { hashPassword } from '../auth/public';
import {
  assertCustomerInReach,
  assertMayManage,
  grantableRoles,
  managedUser,
  rolesFor,
  userInReach,
  usersInReach,
} from './admin-service';

/** 12 random characters plus a letter and a digit: it meets the password rule, and must be changed at first sign-in. */
const temporaryPassword = () => `${randomBytes(9).toString('base64url')}q4`;

const INVITATION = {
  en: (name: string, company: string, email: string, password: string, url: string) => ({
    subject: `Your access to the ${company} customer portal`,
    text: `Hello ${name},\n\nYou are invited to the customer portal for ${company}.\n\nSign in at ${url}/login with\n  e-mail: ${email}\n  temporary password: ${password}\n\nYou will then choose a password of your own.\n`,
  }),
  fr: (name: string, company: string, email: string, password: string, url: string) => ({
    subject: `Votre accès au portail client de ${company}`,
    text: `Bonjour ${name},\n\nVous êtes invité au portail client de ${company}.\n\nConnectez-vous sur ${url}/fr/login avec\n  e-mail : ${email}\n  mot de passe temporaire : ${password}\n\nVous choisirez ensuite votre propre mot de passe.\n`,
  }),
};

/** To an address that already has an account: no account is made or linked, and the inviter is not told (spec). */
const INVITATION_TO_EXISTING = {
  en: (name: string, company: string, url: string) => ({
    subject: `An invitation to the ${company} customer portal`,
    text: `Hello ${name},\n\nSomeone at ${company} invited this e-mail address to their customer portal. This address already has an account, so nothing was changed: sign in at ${url}/login as usual. If you should act for ${company} too, ask them to contact us so that we link your account to theirs.\n\nIf this means nothing to you, ignore this e-mail.\n`,
  }),
  fr: (name: string, company: string, url: string) => ({
    subject: `Une invitation au portail client de ${company}`,
    text: `Bonjour ${name},\n\nQuelqu’un chez ${company} a invité cette adresse e-mail à son portail client. Cette adresse a déjà un compte, rien n’a donc été modifié : connectez-vous sur ${url}/fr/login comme d’habitude. Si vous devez aussi agir pour ${company}, demandez-lui de nous contacter afin que nous relions votre compte au sien.\n\nSi ce message ne vous dit rien, ignorez-le.\n`,
  }),
};

export const INVITATION_SENT = 'The invitation has been sent.';

/** Creates a portal user and e-mails its invitation; used by staff, a customer's administrator and sign-up approval. */
export async function createInvitedUser(
  services: Services,
  tx: Db,
  input: z.output<typeof inviteUserBody> & { language?: 'en' | 'fr' },
) {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw conflict('This e-mail already has an account: link it to the customer instead');
  const [customer] = await tx.select().from(customers).where(eq(customers.id, input.customerId));
  if (!customer) throw notFound('The customer');
  const roleRows = await rolesFor(tx, input.roleCodes, 'customer');
  const password = temporaryPassword();
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email,
      passwordHash: await hashPassword(password),
      firstName: input.firstName,
      lastName: input.lastName,
      kind: 'customer',
      mustChangePassword: true,
      language: input.language ?? 'en',
    })
    .returning({ id: users.id });
  await tx.insert(userRoles).values(roleRows.map((r) => ({ userId: user!.id, roleId: r.id })));
  await tx.insert(userCustomers).values({ userId: user!.id, customerId: customer.id, isDefault: true });
  const mail = INVITATION[input.language ?? 'en'](
    input.firstName,
    customer.name,
    input.email,
    password,
    services.publicOrigin(),
  );
  // `password`: sent again from the outbox screen, this mail becomes a new generated password (auth's reissuePassword).
  return {
    userId: user!.id,
    mail: { to: input.email, ...mail, secrets: [password], purpose: 'password' as const, userId: user!.id },
  };
}

/**
 * POST /User/invite. The answer is the same whether or not the e-mail already has an account (spec: no answer says
 * whether an e-mail has an account): an existing account is neither changed nor linked, its owner gets a mail saying
 * so, and both paths hash one password so that they take the same time.
 */
export async function invitePortalUser(
  services: Services,
  scope: Scope,
  input: z.output<typeof inviteUserBody>,
): Promise<{ message: string }> {
  assertMayManage(scope, 'edit');
  assertCustomerInReach(scope, input.customerId);
  // The same ceiling as set-roles: nobody invites a user with more rights than its own.
  await grantableRoles(services.db, scope, input.roleCodes, 'customer');
  const mail = await services.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, input.email));
    if (!existing) {
      const made = await createInvitedUser(services, tx, input);
      await recordAudit(tx, scope, {
        action: 'user.invite',
        entityType: 'user',
        entityId: made.userId,
        details: { customerId: input.customerId, roles: input.roleCodes },
      });
      return made.mail;
    }
    await hashPassword(temporaryPassword());
    const [customer] = await tx.select().from(customers).where(eq(customers.id, input.customerId));
    if (!customer) throw notFound('The customer');
    await recordAudit(tx, scope, {
      action: 'user.invite.existing',
      entityType: 'user',
      entityId: existing.id,
      details: { customerId: input.customerId },
    });
    const content = INVITATION_TO_EXISTING[existing.language === 'fr' ? 'fr' : 'en'](
      existing.firstName,
      customer.name,
      services.publicOrigin(),
    );
    return { to: existing.email, ...content };
  });
  // After the commit: a mail never announces an account that a rolled-back transaction did not create.
  services.mailer.sendInBackground(services.db, mail);
  return { message: INVITATION_SENT };
}

export const getUserById = (db: Db, scope: Scope, id: number) => userInReach(db, scope, id, 'view');

/** POST /user/get-role-by-code/{code}: a customer administrator reads customer roles only. */
export async function getRoleByCode(db: Db, scope: Scope, code: string) {
  assertMayManage(scope, 'view');
  const [role] = await db.select().from(roles).where(eq(roles.code, code));
  if (!role || (!isStaff(scope) && role.isStaff)) throw notFound('The role');
  const permissions = await db
    .select({ code: modules.code, action: roleSettings.action })
    .from(roleSettings)
    .innerJoin(modules, eq(modules.id, roleSettings.moduleId))
    .where(eq(roleSettings.roleId, role.id))
    .orderBy(asc(modules.rank), asc(roleSettings.action));
  return {
    id: role.id,
    code: role.code,
    name: role.name,
    isStaff: role.isStaff,
    permissions: permissions.map((p) => `${p.code}:${p.action}`),
  };
}

/** GET /User/user-customers: the customers a user acts for; staff may ask about any user (CP_USERS:VIEW). */
export async function getUserCustomers(
  db: Db,
  scope: Scope,
  query: { accountNumber?: string; userId?: number },
) {
  let userId = scope.userId;
  if (query.userId && query.userId !== scope.userId) {
    if (!isStaff(scope) || !scope.permissions.has('CP_USERS:VIEW')) throw notFound('The user');
    userId = query.userId;
  }
  const search = query.accountNumber?.trim();
  return db
    .select({
      id: customers.id,
      accountNumber: customers.accountNumber,
      name: customers.name,
      isDefault: userCustomers.isDefault,
    })
    .from(userCustomers)
    .innerJoin(customers, eq(customers.id, userCustomers.customerId))
    .where(
      and(
        eq(userCustomers.userId, userId),
        search
          ? or(ilike(customers.accountNumber, `%${search}%`), ilike(customers.name, `%${search}%`))
          : undefined,
      ),
    )
    .orderBy(asc(customers.accountNumber));
}

/** GET /User/getPortalUsersByCustomerId/{id}: a customer administrator sees its own customer's users only. */
export async function portalUsersOf(db: Db, scope: Scope, customerId: number) {
  if (!isStaff(scope)) {
    assertMayManage(scope, 'view');
    assertCustomerInReach(scope, customerId);
  }
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userCustomers, eq(userCustomers.userId, users.id))
    .where(and(eq(userCustomers.customerId, customerId), eq(users.kind, 'customer')))
    .orderBy(asc(users.lastName), asc(users.firstName));
  const list = await Promise.all(rows.map((r) => managedUser(db, r.id)));
  // A user shared with a customer the administrator does not act for is not listed (usersInReach).
  return usersInReach(
    db,
    scope,
    list.filter((u) => u !== null),
  );
}

const actor = alias(users, 'actor');
const impersonator = alias(users, 'impersonator');

/** GET /User/history/{id}: what was done to the user and what it did, newest first, with both actors after a switch. */
export async function getUserHistory(db: Db, scope: Scope, userId: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('The user');
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      details: auditLog.details,
      actorId: actor.id,
      actorEmail: actor.email,
      actorName: sql<string>`${actor.firstName} || ' ' || ${actor.lastName}`,
      byId: impersonator.id,
      byEmail: impersonator.email,
      byName: sql<string>`${impersonator.firstName} || ' ' || ${impersonator.lastName}`,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.userId))
    .leftJoin(impersonator, eq(impersonator.id, auditLog.impersonatorId))
    .where(
      or(
        and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(userId))),
        eq(auditLog.userId, userId),
        eq(auditLog.impersonatorId, userId),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    action: r.action,
    entityType: r.entityType,
    entityId: r.entityId,
    details: r.details,
    // After switch user the staff member did it, on behalf of the user whose session it was.
    actor:
      r.byId !== null
        ? { id: r.byId, email: r.byEmail!, fullName: r.byName }
        : r.actorId === null
          ? null
          : { id: r.actorId, email: r.actorEmail!, fullName: r.actorName },
    onBehalfOf:
      r.byId !== null && r.actorId !== null
        ? { id: r.actorId, email: r.actorEmail!, fullName: r.actorName }
        : null,
  }));
}
