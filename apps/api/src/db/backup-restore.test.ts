import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresBinaries } from '../test/postgres-server';
import { startServer } from '../test/server-process';

/**
 * The backup and restore of docs/operations.md, done as written: `pg_dump -Fc` of a running product's database and a
 * copy of its DATA_DIR (media and the generated JWT secret), `pg_restore` into a new database, the product started on
 * the copies: the same orders, and a session signed before the backup still valid. PostgreSQL run only.
 */
const bin = postgresBinaries();
const serverUrl = process.env.TEST_DATABASE_URL;
const runs = Boolean(serverUrl) && bin !== null;
const run = promisify(execFile);
const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
const suffix = Date.now().toString(36);
const names = { live: `portal_backup_live_${suffix}`, restored: `portal_backup_restored_${suffix}` };

const urlOf = (database: string) => {
  const url = new URL(serverUrl!);
  url.pathname = `/${database}`;
  return url.toString();
};

async function admin(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  if (runs)
    for (const name of Object.values(names))
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
});

const json = async (response: Response) => (await response.json()) as { value: unknown; token?: string };

describe.skipIf(!runs)('a backup', () => {
  it(
    'restores into a new database and a copy of DATA_DIR, and the product starts on them as it was',
    { timeout: 300_000 },
    async () => {
      await admin(`CREATE DATABASE ${names.live}`);
      const liveDir = path.join(work, 'live');
      const live = startServer({ DATABASE_URL: urlOf(names.live), SEED_DEMO: '1', DATA_DIR: liveDir });
      await live.healthy();
      const signIn = await fetch(`${live.url}/api/auth/portal-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'customer@demo.test', password: 'Demo#Customer1' }),
      });
      const { token } = await json(signIn);
      const ordersOf = async (url: string) =>
        (
          await json(
            await fetch(`${url}/api/JobOrders/job-orders?pageSize=100`, {
              headers: { authorization: `Bearer ${token}` },
            }),
          )
        ).value;
      const before = (await ordersOf(live.url)) as { items: unknown[] };
      expect(before.items.length).toBeGreaterThan(0);

      // The backup, while the product runs: the database in PostgreSQL's custom format, and DATA_DIR.
      const dump = path.join(work, 'portal.dump');
      await run(path.join(bin!, 'pg_dump'), ['-Fc', '-f', dump, urlOf(names.live)]);
      cpSync(liveDir, path.join(work, 'restored'), { recursive: true });
      await live.stop();

      await admin(`CREATE DATABASE ${names.restored}`);
      await run(path.join(bin!, 'pg_restore'), ['--no-owner', '-d', urlOf(names.restored), dump]);
      const restored = startServer({
        DATABASE_URL: urlOf(names.restored),
        DATA_DIR: path.join(work, 'restored'),
      });
      try {
        await restored.healthy();
        expect(await ordersOf(restored.url)).toEqual(before);
        expect(restored.output()).not.toContain('demo data: loaded');
      } finally {
        await restored.stop();
      }
    },
  );
});
