import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import type { Config } from '../config';
import type { Mailer } from './mail';
import type { Scope } from './scope';
import type { MediaStorage } from './storage';
import type { TokenSigner } from './tokens';

/** What the app hands every service: built once in app.ts. */
export interface Services {
  db: Db;
  config: Config;
  tokens: TokenSigner;
  mailer: Mailer;
  media: MediaStorage;
  /** The Redis instances share (REDIS_URL), or null: the rate limit counts there, readiness pings it. */
  redis: Redis | null;
  /** Tests move the clock to check expiry; production uses the real one. */
  now: () => Date;
  /** Where users reach the product (`https://portal.example.com`, no trailing slash): PUBLIC_URL or the listen address. */
  publicOrigin: () => string;
}

export interface RouteContext<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** Null only on public routes called without a valid token. */
  scope: Scope | null;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** On routes that require sign-in the scope is always there. */
export function requireScope(scope: Scope | null): Scope {
  if (!scope) throw new Error('A signed-in route ran without a scope');
  return scope;
}
