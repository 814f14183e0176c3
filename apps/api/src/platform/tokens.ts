import { createHash, createHmac, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { unauthenticated } from './errors';

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: number;
  sessionId: string;
  customerId: number | null;
  impersonatorId: number | null;
}

export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(private readonly secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(claims: AccessClaims, now = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId, cid: claims.customerId, imp: claims.impersonatorId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
      .sign(this.key);
  }

  async verifyAccess(token: string, now = new Date()): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: now });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string')
        throw unauthenticated('The token is invalid');
      return {
        userId,
        sessionId: payload.sid,
        customerId: typeof payload.cid === 'number' ? payload.cid : null,
        impersonatorId: typeof payload.imp === 'number' ? payload.imp : null,
      };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthenticated('The token has expired');
      throw unauthenticated('The token is invalid');
    }
  }

  /**
   * The refresh token a token is rotated into is derived from it, so that a repeat inside the grace window can answer
   * the same pair without the server ever storing a refresh token in clear.
   */
  successorOf(refreshToken: string): string {
    return createHmac('sha256', this.secret).update(`rotate:${refreshToken}`).digest('base64url');
  }
}

export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
