import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { authSessions } from '../db/schema/index';
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
  must_change_password: boolean;
  revoked: boolean;
  expired: boolean;
  /** After switchUser: the real staff member is still active and still holds CP_USERS:SWITCH. */
  impersonator_ok: boolean;
  /** A portal user still holds a link to the customer the session acts for. */
  customer_ok: boolean;
  permissions: string[] | null;
}

/**
 * Everything a request or a refresh must know about its session, in one query: the user (blocked users are stopped at
 * once, not after the token expires), the session (logout and reuse detection revoke it), the real user behind a
 * switched session and the customer link it acts through (issue 13), and the permission list of the user's roles.
 */
export async function sessionStanding(
  db: Db,
  session: { sessionId: string; userId: number; customerId: number | null },
  now: Date,
): Promise<SessionStanding | undefined> {
  const rows = await queryRows<SessionStanding>(
    db,
    sql`
    select u.status, u.kind, u.must_change_password,
           (s.revoked_at is not null) as revoked,
           (s.expires_at <= ${now.toISOString()}::timestamptz) as expired,
           (s.impersonator_id is null or exists (
             select 1
             from users r
             join user_roles ur on ur.user_id = r.id
             join role_settings rs on rs.role_id = ur.role_id
             join modules m on m.id = rs.module_id
             where r.id = s.impersonator_id and r.status <> 'blocked' and r.kind = 'staff'
               and m.is_active and m.code = 'CP_USERS' and rs.action = 'SWITCH'
           )) as impersonator_ok,
           (u.kind = 'staff' or ${session.customerId}::int is null or exists (
             select 1 from user_customers uc where uc.user_id = u.id and uc.customer_id = ${session.customerId}::int
           )) as customer_ok,
           array(
             select distinct m.code || ':' || rs.action
             from user_roles ur
             join role_settings rs on rs.role_id = ur.role_id
             join modules m on m.id = rs.module_id
             where ur.user_id = u.id and m.is_active and (u.kind = 'staff' or not m.staff_only)
           ) as permissions
    from users u
    join auth_sessions s on s.id = ${session.sessionId} and s.user_id = u.id
    where u.id = ${session.userId}`,
  );
  return rows[0];
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
  if (!row.impersonator_ok || !row.customer_ok) {
    await services.db
      .update(authSessions)
      .set({
        revokedAt: services.now(),
        revokedReason: row.impersonator_ok ? 'customer-unlinked' : 'impersonator-withdrawn',
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
  if (row.must_change_password && !options.allowPasswordChange) {
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
