import type { ManagedUser } from '@portal/shared/users/admin-schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { revokeSessionsOf } from '../auth/public';
import { customers } from '../customers/tables';
import { roleSettings, modules } from '../settings/tables';
import { roles, userCustomers, userRoles, users } from './tables';
import { recordAudit } from '../../platform/audit';
import { forbidden, invalid, notFound } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import { isStaff, type Scope } from '../../platform/scope';

/**
 * Who may manage whom: staff with CP_USERS:EDIT (CP_USERS:VIEW to read) manage every user; a customer's own
 * administrator (CP_MY_PROFILE:USERS) manages the portal users of its active customer whose every customer is one of
 * its own (docs/decisions.md: roles and status are global to a user, so a user shared with a customer the
 * administrator does not act for is out of its reach). Anyone else's user is answered as missing, never as forbidden
 * (api-conventions).
 */
export type Need = 'view' | 'edit';

export function assertMayManage(scope: Scope, need: Need): void {
  if (isStaff(scope)) {
    if (!scope.permissions.has(need === 'view' ? 'CP_USERS:VIEW' : 'CP_USERS:EDIT')) throw forbidden();
  } else if (!scope.permissions.has('CP_MY_PROFILE:USERS') || !scope.customerId) throw forbidden();
}

/** The customers a customer administrator may act on: its active one. Staff: any. */
export function assertCustomerInReach(scope: Scope, customerId: number): void {
  if (!isStaff(scope) && customerId !== scope.customerId) throw notFound('The customer');
}

export async function managedUser(db: Db, userId: number): Promise<ManagedUser | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const roleRows = await db
    .select({ id: roles.id, code: roles.code, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.id));
  const customerRows = await db
    .select({
      id: customers.id,
      accountNumber: customers.accountNumber,
      name: customers.name,
      isDefault: userCustomers.isDefault,
    })
    .from(userCustomers)
    .innerJoin(customers, eq(customers.id, userCustomers.customerId))
    .where(eq(userCustomers.userId, userId))
    .orderBy(asc(customers.accountNumber));
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    kind: user.kind === 'staff' ? 'staff' : 'customer',
    status: user.status === 'blocked' ? 'blocked' : 'active',
    mustChangePassword: user.mustChangePassword,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    roles: roleRows,
    customers: customerRows,
  };
}

/** The customers the calling portal user is linked to (the ones it may act for). */
async function customersOfCaller(db: Db, scope: Scope): Promise<ReadonlySet<number>> {
  const rows = await db
    .select({ customerId: userCustomers.customerId })
    .from(userCustomers)
    .where(eq(userCustomers.userId, scope.userId));
  return new Set(rows.map((r) => r.customerId));
}

/**
 * Whether a customer administrator reaches a user: a portal user of its active customer, linked to no customer outside
 * the administrator's own. Staff reach everyone. One rule for every call that reads or changes another user.
 */
export async function usersInReach<U extends Pick<ManagedUser, 'kind' | 'customers'>>(
  db: Db,
  scope: Scope,
  candidates: U[],
): Promise<U[]> {
  if (isStaff(scope)) return candidates;
  const own = await customersOfCaller(db, scope);
  return candidates.filter(
    (user) =>
      user.kind === 'customer' &&
      user.customers.some((c) => c.id === scope.customerId) &&
      user.customers.every((c) => own.has(c.id)),
  );
}

/** A user the caller may manage, or 404 (usersInReach). */
export async function userInReach(db: Db, scope: Scope, userId: number, need: Need): Promise<ManagedUser> {
  assertMayManage(scope, need);
  const user = await managedUser(db, userId);
  if (!user) throw notFound('The user');
  const [reached] = await usersInReach(db, scope, [user]);
  if (!reached) throw notFound('The user');
  return reached;
}

/** Role codes → rows; a customer user gets customer roles only, staff staff roles; unknown codes are refused. */
export async function rolesFor(db: Db, codes: string[], kind: 'staff' | 'customer') {
  const rows = await db.select().from(roles).where(inArray(roles.code, codes));
  const usable = rows.filter((r) => r.isStaff === (kind === 'staff'));
  if (usable.length !== new Set(codes).size) throw invalid('roleCodes', 'Unknown role');
  return usable;
}

/**
 * The roles the caller may give (set-roles and invite alike): known roles of the user's kind, and for a customer
 * administrator none holding more than its own permissions (no self-promotion by proxy).
 */
export async function grantableRoles(db: Db, scope: Scope, codes: string[], kind: 'staff' | 'customer') {
  const rows = await rolesFor(db, codes, kind);
  if (isStaff(scope)) return rows;
  const granted = await db
    .select({ code: modules.code, action: roleSettings.action })
    .from(roleSettings)
    .innerJoin(modules, eq(modules.id, roleSettings.moduleId))
    .where(
      inArray(
        roleSettings.roleId,
        rows.map((r) => r.id),
      ),
    );
  if (granted.some((g) => !scope.permissions.has(`${g.code}:${g.action}`)))
    throw invalid('roleCodes', 'You cannot give a role with more rights than your own');
  return rows;
}

export async function setUserRoles(
  services: Services,
  scope: Scope,
  input: { id: number; roleCodes: string[] },
) {
  const user = await userInReach(services.db, scope, input.id, 'edit');
  if (user.id === scope.userId) throw invalid('roleCodes', 'You cannot change your own roles');
  const rows = await grantableRoles(services.db, scope, input.roleCodes, user.kind);
  await services.db.transaction(async (tx) => {
    await tx.delete(userRoles).where(eq(userRoles.userId, user.id));
    await tx.insert(userRoles).values(rows.map((r) => ({ userId: user.id, roleId: r.id })));
    await recordAudit(tx, scope, {
      action: 'user.roles',
      entityType: 'user',
      entityId: user.id,
      details: { from: user.roles.map((r) => r.code), to: rows.map((r) => r.code) },
    });
  });
  return (await managedUser(services.db, user.id))!;
}

/** Blocking ends every session of the user at once (the session check also refuses a blocked user's next request). */
export async function setUserStatus(
  services: Services,
  scope: Scope,
  input: { id: number; status: 'active' | 'blocked' },
) {
  const user = await userInReach(services.db, scope, input.id, 'edit');
  if (user.id === scope.userId || user.id === scope.impersonatorId)
    throw invalid('status', 'You cannot block yourself');
  await services.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ status: input.status, updatedAt: services.now() })
      .where(eq(users.id, user.id));
    if (input.status === 'blocked') await revokeSessionsOf(tx, user.id, 'blocked', services.now());
    await recordAudit(tx, scope, {
      action: input.status === 'blocked' ? 'user.block' : 'user.unblock',
      entityType: 'user',
      entityId: user.id,
    });
  });
  return (await managedUser(services.db, user.id))!;
}

/** Staff link a portal user to one more customer (switch customer), or unlink it; it keeps at least one. */
export async function linkUserCustomer(
  services: Services,
  scope: Scope,
  input: { id: number; customerId: number; linked: boolean },
) {
  const user = await userInReach(services.db, scope, input.id, 'edit');
  if (user.kind !== 'customer') throw invalid('id', 'Only portal users are linked to customers');
  const [customer] = await services.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, input.customerId));
  if (!customer) throw notFound('The customer');
  const has = user.customers.some((c) => c.id === customer.id);
  if (!input.linked && has && user.customers.length === 1)
    throw invalid('customerId', 'A portal user keeps at least one customer');
  await services.db.transaction(async (tx) => {
    if (input.linked && !has)
      await tx
        .insert(userCustomers)
        .values({ userId: user.id, customerId: customer.id, isDefault: user.customers.length === 0 });
    if (!input.linked && has) {
      await tx
        .delete(userCustomers)
        .where(and(eq(userCustomers.userId, user.id), eq(userCustomers.customerId, customer.id)));
      const wasDefault = user.customers.find((c) => c.id === customer.id)?.isDefault;
      const next = user.customers.find((c) => c.id !== customer.id);
      if (wasDefault && next)
        await tx
          .update(userCustomers)
          .set({ isDefault: true })
          .where(and(eq(userCustomers.userId, user.id), eq(userCustomers.customerId, next.id)));
    }
    await recordAudit(tx, scope, {
      action: input.linked ? 'user.link' : 'user.unlink',
      entityType: 'user',
      entityId: user.id,
      details: { customerId: customer.id },
    });
  });
  return (await managedUser(services.db, user.id))!;
}
