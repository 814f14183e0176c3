import { createHash, createHmac, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { unauthenticated } from './errors';
import { countCacheLookup } from './metrics';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** Verified tokens remembered per signer; a user's token is used for its 15 minutes, then replaced. */
const REMEMBERED_TOKENS = 20_000;

export interface AccessClaims {
  userId: number;
  sessionId: string;
  customerId: number | null;
  impersonatorId: number | null;
}

/** A key's id in the token header: derived from the secret, so every instance names it alike and it reveals nothing. */
const keyIdOf = (secret: string) =>
  createHash('sha256').update(`jwt-kid:${secret}`).digest('base64url').slice(0, 12);

/**
 * Signs access tokens with the current secret under its key id; verifies with the key the token names, so after a
 * rotation (JWT_PREVIOUS_SECRET) the tokens signed before it keep working until they expire.
 */
export class TokenSigner {
  private readonly keyId: string;
  private readonly keys = new Map<string, Uint8Array>();
  /**
   * Tokens whose signature was checked, with their claims and expiry (seconds). A token is sent with every call of its
   * 15 minutes and cannot change, so its signature is checked once: WebCrypto's HMAC check runs on the thread pool and
   * cost as much CPU as the rest of the session check (docs/benchmarks-history.md, 2026-11-27 night). Whether the
   * session may still act is asked of the database on every call, as before.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();

  constructor(
    private readonly secret: string,
    previousSecret?: string,
  ) {
    this.keyId = keyIdOf(secret);
    this.keys.set(this.keyId, new TextEncoder().encode(secret));
    if (previousSecret) this.keys.set(keyIdOf(previousSecret), new TextEncoder().encode(previousSecret));
  }

  async signAccess(claims: AccessClaims, now = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId, cid: claims.customerId, imp: claims.impersonatorId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: this.keyId })
      .setSubject(String(claims.userId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
      .sign(this.keys.get(this.keyId)!);
  }

  async verifyAccess(token: string, now = new Date()): Promise<AccessClaims> {
    const known = this.verified.get(token);
    countCacheLookup('access-token', known !== undefined);
    if (known) {
      // jose's rule: a token is expired from its `exp` second on.
      if (Math.floor(now.getTime() / 1000) >= known.exp) throw unauthenticated('The token has expired');
      return known.claims;
    }
    try {
      const { payload } = await jwtVerify(token, (header) => this.keyFor(header.kid), {
        algorithms: ['HS256'],
        currentDate: now,
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number')
        throw unauthenticated('The token is invalid');
      const claims = {
        userId,
        sessionId: payload.sid,
        customerId: typeof payload.cid === 'number' ? payload.cid : null,
        impersonatorId: typeof payload.imp === 'number' ? payload.imp : null,
      };
      this.remember(token, claims, payload.exp);
      return claims;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthenticated('The token has expired');
      throw unauthenticated('The token is invalid');
    }
  }

  private remember(token: string, claims: AccessClaims, exp: number): void {
    // The oldest entry goes first: it expires first.
    if (this.verified.size >= REMEMBERED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, { claims, exp });
  }

  /** A token without a key id was signed before key ids existed, with the current secret. */
  private keyFor(kid: string | undefined): Uint8Array {
    const key = this.keys.get(kid ?? this.keyId);
    if (!key) throw unauthenticated('The token is invalid');
    return key;
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
