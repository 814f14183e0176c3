import type { AuthTokensResponse } from '@portal/shared';
import type { createUniqueIdSchemas } from '@portal/shared/auth/create-unique-id';
import type { switchUserSchemas } from '@portal/shared/auth/switch-user';
import type { ParsedBy } from '@portal/shared/platform/contract';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authSessions, loginLinks, refreshTokens } from './tables';
import { customers } from '../customers/tables';
import { userCustomers, users } from '../users/tables';
import { recordSignIn } from '../users/public';
import { recordAudit } from '../../platform/audit';
import {
  assertSessionStands,
  BLOCKED_MESSAGE,
  SESSION_ENDED_MESSAGE,
  sessionStanding,
  type SessionStanding,
} from '../../platform/authenticate';
import { AppError, forbidden, notFound, unauthenticated } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { hashToken, newOpaqueToken } from '../../platform/tokens';
import { defaultCustomerId, loadAuthUser } from './auth-user';
import { usePendingPassword } from './forgot-password';
import { admitAttempt, recordSuccess } from './login-throttle';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import { issueInSession, openSession, revokeSession, type IssuedTokens } from './sessions';

export const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.';
export const REFRESH_GRACE_SECONDS = 30;

interface Client {
  ip: string;
  userAgent?: string;
}

async function tokensResponse(
  db: Db,
  issued: IssuedTokens,
  session: { userId: number; customerId: number | null; impersonatorId: number | null },
): Promise<AuthTokensResponse> {
  return { token: issued.token, refreshToken: issued.refreshToken, user: await loadAuthUser(db, session) };
}

/** POST /auth/portal-login: the default strategy. The error never tells which of e-mail or password was wrong. */
export async function portalLogin(
  services: Services,
  input: { email: string; password: string },
  client: Client,
): Promise<AuthTokensResponse> {
  const { db } = services;
  const attemptId = await admitAttempt(services, input.email, client.ip);
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  const passwordOk = user
    ? (await verifyPassword(user.passwordHash, input.password)) ||
      (await usePendingPassword(services, user, input.password))
    : (await verifyAgainstNothing(input.password), false);
  if (!user || !passwordOk) throw unauthenticated(WRONG_CREDENTIALS);
  await recordSuccess(db, attemptId);
  if (user.status === 'blocked') throw new AppError('BLOCKED', BLOCKED_MESSAGE);
  return db.transaction(async (tx) => {
    const customerId = await defaultCustomerId(tx, user.id);
    const issued = await openSession(services, tx, {
      userId: user.id,
      impersonatorId: null,
      customerId,
      ...client,
    });
    await recordSignIn(tx, user.id, services.now());
    return tokensResponse(tx, issued, { userId: user.id, customerId, impersonatorId: null });
  });
}

type RefreshOutcome =
  | { ok: AuthTokensResponse }
  | { reuse: string }
  | { refused: { sessionId: string; standing: SessionStanding | undefined } };

const stands = (standing: SessionStanding | undefined) =>
  standing !== undefined && standing.impersonatorOk && standing.customerOk && standing.status !== 'blocked';

/**
 * POST /auth/refreshtoken: rotation with reuse detection. A token used again within 30 s answers the pair it was rotated
 * into (parallel tabs); later, a reuse revokes the whole family. The session must still stand as on every request: the
 * user not blocked, and after a switch the real user still active and allowed to switch, the customer link still there.
 */
export async function refreshToken(services: Services, presented: string): Promise<AuthTokensResponse> {
  const now = services.now();
  const outcome = await services.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const [row] = await tx
      .select({ token: refreshTokens, session: authSessions })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashToken(presented)))
      .for('update', { of: refreshTokens });
    if (!row || row.session.revokedAt || row.session.expiresAt <= now)
      throw unauthenticated(SESSION_ENDED_MESSAGE);
    const { session } = row;
    const standing = await sessionStanding(tx, { ...session, sessionId: session.id }, now);
    if (!stands(standing)) return { refused: { sessionId: session.id, standing } };
    const successor = services.tokens.successorOf(presented);
    if (row.token.usedAt) {
      const age = (now.getTime() - row.token.usedAt.getTime()) / 1000;
      if (age > REFRESH_GRACE_SECONDS) return { reuse: session.id };
    } else {
      await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.token.id));
      await tx
        .insert(refreshTokens)
        .values({ sessionId: session.id, tokenHash: hashToken(successor), createdAt: now })
        .onConflictDoNothing();
    }
    const token = await services.tokens.signAccess(
      {
        userId: session.userId,
        sessionId: session.id,
        customerId: session.customerId,
        impersonatorId: session.impersonatorId,
      },
      now,
    );
    return {
      ok: await tokensResponse(tx, { token, refreshToken: successor, sessionId: session.id }, session),
    };
  });
  if ('refused' in outcome) {
    // Revoked outside the transaction above, which a thrown refusal would roll back.
    await assertSessionStands(services, outcome.refused.sessionId, outcome.refused.standing);
    throw unauthenticated(SESSION_ENDED_MESSAGE);
  }
  if ('reuse' in outcome) {
    await revokeSession(services, services.db, outcome.reuse, 'refresh-token-reuse');
    throw unauthenticated(SESSION_ENDED_MESSAGE);
  }
  return outcome.ok;
}

/** POST /auth/logout: ends the session of the access token (and of the refresh token, when one is sent). */
export async function logout(services: Services, scope: Scope, refreshToken?: string): Promise<void> {
  await revokeSession(services, services.db, scope.sessionId, 'logout');
  if (refreshToken) {
    const [row] = await services.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    if (row) await revokeSession(services, services.db, row.sessionId, 'logout');
  }
}

/** POST /auth/switchUser: staff act as a portal user; switching to the impersonator's own id ends the act. */
export async function switchUser(
  services: Services,
  scope: Scope,
  target: ParsedBy<typeof switchUserSchemas>['body'],
  client: Client,
): Promise<AuthTokensResponse> {
  const { db } = services;
  const [user] = await db
    .select()
    .from(users)
    .where(target.userId ? eq(users.id, target.userId) : eq(users.email, target.email ?? ''));
  if (!user) throw notFound('The user');
  const realUserId = scope.impersonatorId ?? scope.userId;
  return db.transaction(async (tx) => {
    if (user.id === realUserId) {
      if (!scope.impersonatorId) throw new AppError('CONFLICT', 'You are already signed in as this user');
      await revokeSession(services, tx, scope.sessionId, 'switch-back');
      await recordAudit(tx, scope, { action: 'auth.switchUser.back', entityType: 'user', entityId: user.id });
      const customerId = await defaultCustomerId(tx, user.id);
      const issued = await openSession(services, tx, {
        userId: user.id,
        impersonatorId: null,
        customerId,
        ...client,
      });
      return tokensResponse(tx, issued, { userId: user.id, customerId, impersonatorId: null });
    }
    // Acting as someone already: the permission is the real staff member's, which every request of a switched session
    // checks (authenticate), so a withdrawn permission never reaches here.
    if (!scope.permissions.has('CP_USERS:SWITCH') && !scope.impersonatorId) throw forbidden();
    if (user.kind !== 'customer') throw forbidden('Only portal users can be switched to');
    if (user.status === 'blocked') throw new AppError('BLOCKED', BLOCKED_MESSAGE);
    const customerId = await defaultCustomerId(tx, user.id);
    if (scope.impersonatorId) await revokeSession(services, tx, scope.sessionId, 'switch-user');
    const issued = await openSession(services, tx, {
      userId: user.id,
      impersonatorId: realUserId,
      parentSessionId: scope.sessionId,
      customerId,
      ...client,
    });
    await recordAudit(
      tx,
      { ...scope, userId: user.id, impersonatorId: realUserId, customerId },
      { action: 'auth.switchUser', entityType: 'user', entityId: user.id },
    );
    return tokensResponse(tx, issued, { userId: user.id, customerId, impersonatorId: realUserId });
  });
}

/** POST /auth/switchCustomer: portal users only to customers linked to them; staff with CP_CUSTOMERS:SWITCH to any. */
export async function switchCustomer(
  services: Services,
  scope: Scope,
  customerId: number,
): Promise<AuthTokensResponse> {
  const { db } = services;
  const [target] = await db
    .select({ id: customers.id, isActive: customers.isActive })
    .from(customers)
    .where(eq(customers.id, customerId));
  const linked = target
    ? (
        await db
          .select({ n: count() })
          .from(userCustomers)
          .where(and(eq(userCustomers.userId, scope.userId), eq(userCustomers.customerId, customerId)))
      )[0]!.n > 0
    : false;
  const staffMaySwitch = scope.kind === 'staff' && scope.permissions.has('CP_CUSTOMERS:SWITCH');
  if (!target || !target.isActive || (!linked && !staffMaySwitch)) throw notFound('The customer');
  return db.transaction(async (tx) => {
    await tx.update(authSessions).set({ customerId }).where(eq(authSessions.id, scope.sessionId));
    const session = {
      id: scope.sessionId,
      userId: scope.userId,
      impersonatorId: scope.impersonatorId,
      customerId,
    };
    const issued = await issueInSession(services, tx, session);
    await recordAudit(
      tx,
      { ...scope, customerId },
      { action: 'auth.switchCustomer', entityType: 'customer', entityId: customerId },
    );
    return tokensResponse(tx, issued, session);
  });
}

export const INVALID_UNIQUE_ID = 'This sign-in link is invalid or has expired.';

/** Staff create a single-use sign-in id for a user (sent by e-mail or handed over); it expires. */
export async function createUniqueId(
  services: Services,
  scope: Scope,
  input: ParsedBy<typeof createUniqueIdSchemas>['body'],
) {
  const [user] = await services.db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!user) throw notFound('The user');
  const uniqueId = newOpaqueToken();
  const expiresAt = new Date(services.now().getTime() + input.validMinutes * 60_000);
  await services.db.insert(loginLinks).values({
    userId: user.id,
    tokenHash: hashToken(uniqueId),
    createdBy: scope.userId,
    createdAt: services.now(),
    expiresAt,
  });
  await recordAudit(services.db, scope, {
    action: 'auth.createUniqueId',
    entityType: 'user',
    entityId: user.id,
  });
  return { uniqueId, expiresAt: expiresAt.toISOString() };
}

/** POST /auth/login-with-unique-id: single use; expired or used ids are refused alike. */
export async function loginWithUniqueId(
  services: Services,
  uniqueId: string,
  client: Client,
): Promise<AuthTokensResponse> {
  const now = services.now();
  const result = await services.db.transaction(async (tx) => {
    const [link] = await tx
      .update(loginLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(loginLinks.tokenHash, hashToken(uniqueId)),
          isNull(loginLinks.usedAt),
          gt(loginLinks.expiresAt, now),
        ),
      )
      .returning({ userId: loginLinks.userId });
    if (!link) return null;
    const [user] = await tx.select({ status: users.status }).from(users).where(eq(users.id, link.userId));
    if (user?.status === 'blocked') return 'blocked' as const;
    const customerId = await defaultCustomerId(tx, link.userId);
    const issued = await openSession(services, tx, {
      userId: link.userId,
      impersonatorId: null,
      customerId,
      ...client,
    });
    return tokensResponse(tx, issued, { userId: link.userId, customerId, impersonatorId: null });
  });
  if (result === null) throw unauthenticated(INVALID_UNIQUE_ID);
  if (result === 'blocked') throw new AppError('BLOCKED', BLOCKED_MESSAGE);
  return result;
}

export async function getCurrentUser(services: Services, scope: Scope) {
  return loadAuthUser(services.db, scope);
}
