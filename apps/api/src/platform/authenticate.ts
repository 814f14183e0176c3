import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { preparedPerDatabase } from '../db/query-rows';
import { authSessions, users } from '../db/schema/index';
import { AppError, unauthenticated } from './errors';
import type { Services } from './request-context';
import type { Scope } from './scope';

export const BLOCKED_MESSAGE = 'Your account is blocked. Please contact the site administrator.';
export const PASSWORD_CHANGE_MESSAGE = 'You must change your password before you continue.';
export const SESSION_ENDED_MESSAGE = 'The session has ended';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1]!.trim() : null;
}

export interface SessionStanding {
  status: string;
  kind: string;
  mustChangePassword: boolean;
  revoked: boolean;
  expired: boolean;
  /** After switchUser: the real staff member is still active and still holds CP_USERS:SWITCH. */
  impersonatorOk: boolean;
  /** A portal user still holds a link to the customer the session acts for. */
  customerOk: boolean;
  permissions: string[] | null;
}

/**
 * Everything a request or a refresh must know about its session, in one query: the user (blocked users are stopped at
 * once, not after the token expires), the session (logout and reuse detection revoke it), the real user behind a
 * switched session and the customer link it acts through (a revoked link stops it at once), and the permission list of
 * the user's roles. Every authenticated call runs it, so it is prepared once per connection: planning it cost more than
 * running it.
 */
const standingQuery = preparedPerDatabase((db) =>
  db
    .select({
      status: users.status,
      kind: users.kind,
      mustChangePassword: users.mustChangePassword,
      revoked: sql<boolean>`(${authSessions.revokedAt} is not null)`,
      expired: sql<boolean>`(${authSessions.expiresAt} <= ${sql.placeholder('now')}::timestamptz)`,
      impersonatorOk: sql<boolean>`("auth_sessions"."impersonator_id" is null or exists (
        select 1
        from users r
        join user_roles ur on ur.user_id = r.id
        join role_settings rs on rs.role_id = ur.role_id
        join modules m on m.id = rs.module_id
        where r.id = "auth_sessions"."impersonator_id" and r.status <> 'blocked' and r.kind = 'staff'
          and m.is_active and m.code = 'CP_USERS' and rs.action = 'SWITCH'
      ))`,
      customerOk: sql<boolean>`("users"."kind" = 'staff' or ${sql.placeholder('customerId')}::int is null or exists (
        select 1 from user_customers uc
        where uc.user_id = "users"."id" and uc.customer_id = ${sql.placeholder('customerId')}::int
      ))`,
      permissions: sql<string[] | null>`array(
        select distinct m.code || ':' || rs.action
        from user_roles ur
        join role_settings rs on rs.role_id = ur.role_id
        join modules m on m.id = rs.module_id
        where ur.user_id = "users"."id" and m.is_active and ("users"."kind" = 'staff' or not m.staff_only)
      )`,
    })
    .from(users)
    .innerJoin(
      authSessions,
      and(eq(authSessions.id, sql.placeholder('sessionId')), eq(authSessions.userId, users.id)),
    )
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('session_standing'),
);

export async function sessionStanding(
  db: Db,
  session: { sessionId: string; userId: number; customerId: number | null },
  now: Date,
): Promise<SessionStanding | undefined> {
  const [row] = await standingQuery(db).execute({
    sessionId: session.sessionId,
    userId: session.userId,
    customerId: session.customerId,
    now: now.toISOString(),
  });
  return row;
}

/**
 * Refuses a session that may not go on. One whose real user was blocked or lost the switch permission, or whose
 * customer link was removed, is revoked on the spot, so it stays ended even if the cause is undone.
 */
export async function assertSessionStands(
  services: Services,
  sessionId: string,
  row: SessionStanding | undefined,
): Promise<SessionStanding> {
  if (!row || row.revoked || row.expired) throw unauthenticated(SESSION_ENDED_MESSAGE);
  if (!row.impersonatorOk || !row.customerOk) {
    await services.db
      .update(authSessions)
      .set({
        revokedAt: services.now(),
        revokedReason: row.impersonatorOk ? 'customer-unlinked' : 'impersonator-withdrawn',
      })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
    throw unauthenticated(SESSION_ENDED_MESSAGE);
  }
  if (row.status === 'blocked') throw new AppError('BLOCKED', BLOCKED_MESSAGE);
  return row;
}

/** Turns a bearer token (or the one a private file's request carries in the auth cookie) into the caller's scope. */
export async function authenticate(
  services: Services,
  request: FastifyRequest,
  options: { allowPasswordChange: boolean },
  token = bearerToken(request),
): Promise<Scope> {
  if (!token) throw unauthenticated();
  const claims = await services.tokens.verifyAccess(token, services.now());
  const row = await assertSessionStands(
    services,
    claims.sessionId,
    await sessionStanding(services.db, claims, services.now()),
  );
  if (row.mustChangePassword && !options.allowPasswordChange) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED', PASSWORD_CHANGE_MESSAGE);
  }
  return {
    userId: claims.userId,
    impersonatorId: claims.impersonatorId,
    sessionId: claims.sessionId,
    kind: row.kind === 'staff' ? 'staff' : 'customer',
    customerId: claims.customerId,
    permissions: new Set(['0', ...(row.permissions ?? [])]),
    requestId: String(request.id),
  };
}
