import type { AuthUser, AvailableModule, CustomerSummary } from '@portal/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase, queryRows } from '../../db/query-rows';
import { customers } from '../customers/tables';
import { userCustomers, users } from '../users/tables';
import { notFound } from '../../platform/errors';

export interface SessionView {
  userId: number;
  customerId: number | null;
  impersonatorId: number | null;
}

/** The modules a user may open: those where the user's roles grant at least one action (spec §7 AvailableModules). */
/** The modules the user may open for its active customer (the menu the session answers lists the same). */
export async function availableModules(
  db: Db,
  userId: number,
  customerId: number | null,
): Promise<AvailableModule[]> {
  return queryRows<AvailableModule>(
    db,
    sql`select m.id, m.name, m.code, m.route
        from modules m
        join users u on u.id = ${userId}
        where m.is_active and (u.kind = 'staff' or not m.staff_only)
          and exists (select 1 from role_settings rs join user_roles ur on ur.role_id = rs.role_id
                      where rs.module_id = m.id and ur.user_id = u.id)
          -- Decedent records and family-order commissions are a funeral home's; other customers do not get them.
          and (m.code not in ('CP_DECEDENTS', 'CP_COMMISSIONS') or u.kind = 'staff' or exists (
            select 1 from customers c join customer_types ct on ct.id = c.customer_type_id
            where c.id = ${customerId ?? -1} and ct.code = 'FUNERAL_HOME'))
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

type Summary = { id: number; accountNumber: string; name: string };
type RoleRow = AuthUser['roles'][number];

/**
 * The signed-in user, whole, in one statement: the user's row and, as JSON built by PostgreSQL, the roles, the
 * permissions, the linked customers, the modules, the real user behind a switch and the customer the session acts for.
 * Seven round trips in turn were most of GET /auth/user's time (docs/benchmarks.md); prepared once per database, so
 * neither drizzle nor PostgreSQL plans it again. Read fresh on every call: a blocked user or an ended session is
 * already refused by the session check before this runs, and a change of roles shows at once.
 */
const authUserQuery = preparedPerDatabase((db) =>
  db
    .select({
      user: users,
      roles: sql<RoleRow[]>`coalesce((
        select json_agg(json_build_object('id', r.id, 'code', r.code, 'name', r.name) order by r.id)
        from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = "users"."id"
      ), '[]'::json)`,
      permissions: sql<string[]>`array(
        select distinct m.code || ':' || rs.action
        from user_roles ur
        join role_settings rs on rs.role_id = ur.role_id
        join modules m on m.id = rs.module_id
        where ur.user_id = "users"."id" and m.is_active and ("users"."kind" = 'staff' or not m.staff_only)
        order by 1
      )`,
      customers: sql<Summary[]>`coalesce((
        select json_agg(json_build_object('id', c.id, 'accountNumber', c.account_number, 'name', c.name)
                        order by c.account_number)
        from user_customers uc join customers c on c.id = uc.customer_id
        where uc.user_id = "users"."id" and c.is_active
      ), '[]'::json)`,
      modules: sql<AvailableModule[]>`coalesce((
        select json_agg(json_build_object('id', m.id, 'name', m.name, 'code', m.code, 'route', m.route)
                        order by m.rank, m.id)
        from modules m
        where m.is_active and ("users"."kind" = 'staff' or not m.staff_only)
          and exists (select 1 from role_settings rs join user_roles ur on ur.role_id = rs.role_id
                      where rs.module_id = m.id and ur.user_id = "users"."id")
          -- Decedent records and family-order commissions are a funeral home's; other customers' menus leave them out.
          and (m.code not in ('CP_DECEDENTS', 'CP_COMMISSIONS') or "users"."kind" = 'staff' or exists (
            select 1 from customers c join customer_types ct on ct.id = c.customer_type_id
            where c.id = ${sql.placeholder('customerId')}::int and ct.code = 'FUNERAL_HOME'))
      ), '[]'::json)`,
      impersonator: sql<{ id: number; email: string; firstName: string; lastName: string } | null>`(
        select json_build_object('id', i.id, 'email', i.email, 'firstName', i.first_name, 'lastName', i.last_name)
        from users i where i.id = ${sql.placeholder('impersonatorId')}::int
      )`,
      activeCustomer: sql<Summary | null>`(
        select json_build_object('id', c.id, 'accountNumber', c.account_number, 'name', c.name)
        from customers c where c.id = ${sql.placeholder('customerId')}::int
      )`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('auth_user'),
);

/** The signed-in user as GET /auth/user and the login calls answer it. */
export async function loadAuthUser(db: Db, session: SessionView): Promise<AuthUser> {
  const [row] = await authUserQuery(db).execute({
    userId: session.userId,
    impersonatorId: session.impersonatorId,
    customerId: session.customerId,
  });
  if (!row) throw notFound('The user');
  const { user, impersonator: imp } = row;
  const staff = user.kind === 'staff';
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
    roles: row.roles,
    permissions: ['0', ...row.permissions],
    scope: { customerId: session.customerId, allCustomers: staff },
    activeCustomer: row.activeCustomer,
    usersCustomers: row.customers,
    availableModules: row.modules,
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
