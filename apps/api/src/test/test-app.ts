import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuthTokensResponse } from '@portal/shared';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { RouteDefinition } from '../platform/route';
import { openTestDatabase } from './template-database';

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function testClock(): TestClock {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => (offset += ms) };
}

export const DEMO = {
  admin: { email: 'admin@demo.test', password: 'Demo#Admin1' },
  customer: { email: 'customer@demo.test', password: 'Demo#Customer1' },
  other: { email: 'other@demo.test', password: 'Demo#Customer2' },
  sales: { email: 'sales@demo.test', password: 'Demo#Sales1' },
  viewer: { email: 'viewer@demo.test', password: 'Demo#Viewer1' },
} as const;

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
    bearer: (token: string) => ({ authorization: `Bearer ${token}` }),
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
