import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuthTokensResponse } from '@portal/shared';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { RouteDefinition } from '../platform/route';
import { contractClient } from './send';
import { openTestDatabase } from './template-database';

export { DEMO } from './send';

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function testClock(): TestClock {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => (offset += ms) };
}

/** The API on a fresh copy of the seeded database, with every response checked against its schema. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    routes?: readonly RouteDefinition[];
    /** Mount the web build of WEB_BUILD_DIR, as the server does (its static routes with it). */
    web?: boolean;
  } = {},
) {
  const database = await openTestDatabase(inject('templateDatabase'));
  const clock = testClock();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-app-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    logger: false,
    now: clock.now,
    validateResponses: true,
    web: options.web ?? false,
    routes: options.routes,
  });
  await app.ready();

  async function login(account: { email: string; password: string }) {
    const response = await app.inject({ method: 'POST', url: '/api/auth/portal-login', payload: account });
    if (response.statusCode !== 200)
      throw new Error(`login ${account.email} failed: ${response.statusCode} ${response.body}`);
    return response.json() as AuthTokensResponse;
  }

  return {
    app,
    db: database.db,
    clock,
    login,
    /** A call by its contract, as a demo account, a token or signed out: `t.send(getSeoEntries, { query }, { as: 'admin' })`. */
    send: contractClient(app),
    bearer: (token: string) => ({ authorization: `Bearer ${token}` }),
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
