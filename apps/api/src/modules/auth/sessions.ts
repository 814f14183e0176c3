import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_MAX_AGE_SECONDS } from '@portal/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authSessions, refreshTokens } from './tables';
import type { Services } from '../../platform/request-context';
import { hashToken, newOpaqueToken } from '../../platform/tokens';

export interface SessionStart {
  userId: number;
  impersonatorId: number | null;
  parentSessionId?: string | null;
  customerId: number | null;
  ip?: string;
  userAgent?: string;
}

export interface IssuedTokens {
  token: string;
  refreshToken: string;
  sessionId: string;
}

/** Opens a session (a refresh-token family) that lives at most 180 days, and issues its first token pair. */
export async function openSession(services: Services, db: Db, start: SessionStart): Promise<IssuedTokens> {
  const now = services.now();
  const sessionId = randomUUID();
  await db.insert(authSessions).values({
    id: sessionId,
    userId: start.userId,
    impersonatorId: start.impersonatorId,
    parentSessionId: start.parentSessionId ?? null,
    customerId: start.customerId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_MAX_AGE_SECONDS * 1000),
    ip: start.ip ?? null,
    userAgent: start.userAgent?.slice(0, 300) ?? null,
  });
  const refreshToken = newOpaqueToken();
  await db.insert(refreshTokens).values({ sessionId, tokenHash: hashToken(refreshToken), createdAt: now });
  const token = await services.tokens.signAccess({ ...start, sessionId }, now);
  return { token, refreshToken, sessionId };
}

/** Adds a token pair to a live session (switch customer keeps the session, the new pair carries the new customer). */
export async function issueInSession(
  services: Services,
  db: Db,
  session: { id: string; userId: number; impersonatorId: number | null; customerId: number | null },
): Promise<IssuedTokens> {
  const now = services.now();
  const refreshToken = newOpaqueToken();
  await db
    .insert(refreshTokens)
    .values({ sessionId: session.id, tokenHash: hashToken(refreshToken), createdAt: now });
  const token = await services.tokens.signAccess(
    {
      userId: session.userId,
      sessionId: session.id,
      customerId: session.customerId,
      impersonatorId: session.impersonatorId,
    },
    now,
  );
  return { token, refreshToken, sessionId: session.id };
}

export async function revokeSession(
  services: Services,
  db: Db,
  sessionId: string,
  reason: string,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: services.now(), revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/**
 * Ends every open session of a user, but the one kept (the session that changed the password or asked for the new
 * e-mail), in the caller's transaction: a password or an address someone else knew opens nothing any more.
 */
export async function revokeSessionsOf(
  tx: Db,
  userId: number,
  reason: string,
  at: Date,
  keptSessionId?: string | null,
): Promise<void> {
  await tx
    .update(authSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keptSessionId === undefined || keptSessionId === null
          ? undefined
          : ne(authSessions.id, keptSessionId),
      ),
    );
}
