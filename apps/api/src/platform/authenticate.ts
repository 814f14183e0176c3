import { sql } from 'drizzle-orm';
import { queryRows } from '../db/query-rows';
import type { FastifyRequest } from 'fastify';
import { AppError, unauthenticated } from './errors';
import type { Services } from './request-context';
import type { Scope } from './scope';

export const BLOCKED_MESSAGE = 'Your account is blocked. Please contact the site administrator.';
export const PASSWORD_CHANGE_MESSAGE = 'You must change your password before you continue.';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1]!.trim() : null;
}

interface SessionRow {
  status: string;
  kind: string;
  must_change_password: boolean;
  revoked: boolean;
  expired: boolean;
  permissions: string[] | null;
}

/**
 * Turns a bearer token into the caller's scope, in one query: the user (blocked users are stopped at once, not after
 * the token expires), the session (logout and reuse detection revoke it) and the permission list of the user's roles.
 */
export async function authenticate(
  services: Services,
  request: FastifyRequest,
  options: { allowPasswordChange: boolean },
): Promise<Scope> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const claims = await services.tokens.verifyAccess(token, services.now());
  const rows = await queryRows<SessionRow>(
    services.db,
    sql`
    select u.status, u.kind, u.must_change_password,
           (s.revoked_at is not null) as revoked,
           (s.expires_at <= ${services.now().toISOString()}::timestamptz) as expired,
           array(
             select distinct m.code || ':' || rs.action
             from user_roles ur
             join role_settings rs on rs.role_id = ur.role_id
             join modules m on m.id = rs.module_id
             where ur.user_id = u.id and m.is_active and (u.kind = 'staff' or not m.staff_only)
           ) as permissions
    from users u
    join auth_sessions s on s.id = ${claims.sessionId} and s.user_id = u.id
    where u.id = ${claims.userId}`,
  );
  const row = rows[0];
  if (!row || row.revoked || row.expired) throw unauthenticated('The session has ended');
  if (row.status === 'blocked') throw new AppError('BLOCKED', BLOCKED_MESSAGE);
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
