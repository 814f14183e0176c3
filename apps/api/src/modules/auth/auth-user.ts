import type { AuthUser, AvailableModule, CustomerSummary } from '@portal/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { customers, roles, userCustomers, userRoles, users } from '../../db/schema/index';
import { notFound } from '../../platform/errors';

export interface SessionView {
  userId: number;
  customerId: number | null;
  impersonatorId: number | null;
}

/** The modules a user may open: those where the user's roles grant at least one action (spec §7 AvailableModules). */
export async function availableModules(db: Db, userId: number): Promise<AvailableModule[]> {
  return queryRows<AvailableModule>(
    db,
    sql`select m.id, m.name, m.code, m.route
        from modules m
        join users u on u.id = ${userId}
        where m.is_active and (u.kind = 'staff' or not m.staff_only)
          and exists (select 1 from role_settings rs join user_roles ur on ur.role_id = rs.role_id
                      where rs.module_id = m.id and ur.user_id = u.id)
        order by m.rank, m.id`,
  );
}

export async function permissionList(db: Db, userId: number): Promise<string[]> {
  const rows = await queryRows<{ permission: string }>(
    db,
    sql`select distinct m.code || ':' || rs.action as permission
        from user_roles ur
        join role_settings rs on rs.role_id = ur.role_id
        join modules m on m.id = rs.module_id
        join users u on u.id = ur.user_id
        where ur.user_id = ${userId} and m.is_active and (u.kind = 'staff' or not m.staff_only)
        order by 1`,
  );
  return ['0', ...rows.map((r) => r.permission)];
}

export async function linkedCustomers(
  db: Db,
  userId: number,
): Promise<(CustomerSummary & { isDefault: boolean })[]> {
  return db
    .select({
      id: customers.id,
      accountNumber: customers.accountNumber,
      name: customers.name,
      isDefault: userCustomers.isDefault,
    })
    .from(userCustomers)
    .innerJoin(customers, eq(customers.id, userCustomers.customerId))
    .where(and(eq(userCustomers.userId, userId), eq(customers.isActive, true)))
    .orderBy(asc(customers.accountNumber));
}

/** The signed-in user as GET /auth/user and the login calls answer it. */
export async function loadAuthUser(db: Db, session: SessionView): Promise<AuthUser> {
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw notFound('The user');
  // Sequential on purpose: inside a transaction the queries share one connection.
  const userRoleRows = await db
    .select({ id: roles.id, code: roles.code, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, user.id))
    .orderBy(asc(roles.id));
  const permissions = await permissionList(db, user.id);
  const linked = await linkedCustomers(db, user.id);
  const modulesList = await availableModules(db, user.id);
  const impersonator = session.impersonatorId
    ? await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, session.impersonatorId))
    : [];
  const active = session.customerId
    ? await db
        .select({ id: customers.id, accountNumber: customers.accountNumber, name: customers.name })
        .from(customers)
        .where(eq(customers.id, session.customerId))
    : [];
  const staff = user.kind === 'staff';
  const imp = impersonator[0];
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    kind: staff ? 'staff' : 'customer',
    status: user.status === 'blocked' ? 'blocked' : 'active',
    mustChangePassword: user.mustChangePassword,
    language: user.language === 'fr' ? 'fr' : 'en',
    startupModule: user.startupModule,
    imageUrl: user.imageUrl,
    userDetails: { title: user.title, jobTitle: user.jobTitle, phone: user.phone1 },
    roles: userRoleRows,
    permissions,
    scope: { customerId: session.customerId, allCustomers: staff },
    activeCustomer: active[0] ?? null,
    usersCustomers: linked.map(({ id, accountNumber, name }) => ({ id, accountNumber, name })),
    availableModules: modulesList,
    impersonator: imp
      ? { id: imp.id, email: imp.email, fullName: `${imp.firstName} ${imp.lastName}`.trim() }
      : null,
  };
}

/** The customer a session starts with: the user's default linked customer, else the first one (staff: none). */
export async function defaultCustomerId(db: Db, userId: number): Promise<number | null> {
  const linked = await linkedCustomers(db, userId);
  return (linked.find((c) => c.isDefault) ?? linked[0])?.id ?? null;
}
