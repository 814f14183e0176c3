import { getCountries } from '@portal/shared/reference/get-countries';
import { getHealth } from '@portal/shared/system/get-health';
import { getLiveness } from '@portal/shared/system/get-liveness';
import { getReadiness } from '@portal/shared/system/get-readiness';
import type { Language } from '@portal/shared/platform/language';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client';
import { TimeLimitExceeded } from '../../platform/time-limit';
import { startFrozenServer, type FrozenServer } from '../../test/frozen-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PROBE_LIMITS_MS, pingDatabaseInTime } from './readiness';

// The probes an orchestrator sends (docs/operations.md "Health"), against real dependencies: an s3rver on a loopback
// port, and sockets that accept and never answer for a frozen Redis or database.

const signedOut = { as: 'anonymous' } as const;
const live = (t: TestApp) => t.send(getLiveness, {}, signedOut);
const ready = (t: TestApp, language?: Language) => t.send(getReadiness, {}, { ...signedOut, language });
const countries = (t: TestApp) => t.send(getCountries, {}, signedOut);

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

describe('the health probes of an instance with the database only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(() => t.close());

  it('answers live and ready with 200, signed out, however often an orchestrator asks', async () => {
    for (let i = 0; i < 5; i++) {
      const alive = await live(t);
      expect(alive.status).toBe(200);
      expect(alive.value).toEqual({ status: 'alive' });
      const readiness = await ready(t);
      expect(readiness.status).toBe(200);
      expect(readiness.value).toMatchObject({
        value: { status: 'ready', checks: { database: 'ok' } },
        hasErrors: false,
        errorMessages: [],
      });
      expect(readiness.value.value.checks).not.toHaveProperty('redis');
      expect(readiness.response.headers['cache-control']).toBe('no-store');
      expect((await t.send(getHealth, {}, signedOut)).status).toBe(200);
    }
    // The rate limit (2 a minute here) still holds for the other calls.
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await countries(t)).status);
    expect(codes).toEqual([200, 200, 429]);
  });
});

describe('readiness with media in S3', () => {
  const BUCKET = 'portal-media';
  let s3: S3rver;
  let directory: string;
  let t: TestApp;
  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await s3.run();
    t = await createTestApp({
      env: {
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: '1',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('is ready while the bucket answers, and 503 naming storage once the store is stopped', async () => {
    const up = await ready(t);
    expect(up.status, up.response.body).toBe(200);
    expect(up.value.value.checks).toEqual({ database: 'ok', storage: 'ok' });

    await s3.close();
    const { result: down, ms } = await timed(() => ready(t, 'fr'));
    expect(down.status).toBe(503);
    // A 503 is an answer of the call's own schema, which `value` does not read (it throws on any refusal).
    expect(down.response.json()).toMatchObject({
      value: { status: 'unavailable', checks: { database: 'ok', storage: 'failed' } },
      hasErrors: true,
      errorMessages: [{ key: 'storage', value: expect.stringContaining('stockage') }],
      apiMessages: { hasErrors: true },
    });
    // The answer is public: nothing of where the store is.
    expect(down.response.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
    expect(ms).toBeLessThan(PROBE_LIMITS_MS.storage + 1_000);
    // Liveness asks no dependency: the process is fine.
    expect((await live(t)).status).toBe(200);
  });
});

describe('a frozen Redis', () => {
  let frozen: FrozenServer;
  let t: TestApp;
  beforeAll(async () => {
    frozen = await startFrozenServer();
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${frozen.port}` } });
  });
  afterAll(async () => {
    await t?.close();
    await frozen?.close();
  });

  it('turns readiness to 503 naming redis within its time limit', async () => {
    const { result: res, ms } = await timed(() => ready(t));
    expect(res.status).toBe(503);
    expect(res.response.json().value.checks).toEqual({
      database: 'ok',
      redis: expect.stringMatching(/timeout|failed/),
    });
    expect(res.errorMessages).toEqual([{ key: 'redis', value: expect.stringContaining('Redis') }]);
    expect(ms).toBeLessThan(PROBE_LIMITS_MS.redis + 1_000);
  });

  it('lets requests through at once: the rate limit is skipped, not waited for', async () => {
    const { result: res, ms } = await timed(() => countries(t));
    expect(res.status).toBe(200);
    expect(ms).toBeLessThan(1_000);
  });
});

describe('a Redis that freezes after connecting', () => {
  let frozen: FrozenServer;
  let t: TestApp;
  beforeAll(async () => {
    // It answers the connection's hand-shake (ending with INFO), then nothing.
    frozen = await startFrozenServer({ answerUntil: /\binfo\b/i });
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${frozen.port}` } });
  });
  afterAll(async () => {
    await t?.close();
    await frozen?.close();
  });

  it('holds a request no longer than the command time limit, and readiness says redis timed out', async () => {
    await expect.poll(() => t.app.services.redis?.status).toBe('ready');
    const { result: res, ms } = await timed(() => countries(t));
    expect(res.status).toBe(200);
    expect(ms).toBeLessThan(1_500);
    const readiness = await ready(t);
    expect(readiness.status).toBe(503);
    expect(readiness.response.json().value.checks.redis).toBe('timeout');
  });
});

describe('GET /health against a frozen database', () => {
  it('gives up on the ping within its time limit instead of stalling', async () => {
    const frozen = await startFrozenServer();
    const database = openPostgres(`postgres://portal@127.0.0.1:${frozen.port}/portal`, { poolSize: 1 });
    try {
      const started = performance.now();
      await expect(pingDatabaseInTime(database.db)).rejects.toBeInstanceOf(TimeLimitExceeded);
      expect(performance.now() - started).toBeLessThan(PROBE_LIMITS_MS.database + 1_000);
    } finally {
      await frozen.close();
      await database.close().catch(() => undefined);
    }
  });
});
