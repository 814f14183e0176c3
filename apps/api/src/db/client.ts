import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One handle type for both drivers; a transaction is one too, so services take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The committed SQL migrations, found from wherever this module runs (source or bundle). */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const nested = path.join(dir, 'apps', 'api', 'drizzle');
    if (existsSync(path.join(nested, 'meta', '_journal.json'))) return nested;
    dir = path.dirname(dir);
  }
  throw new Error('The migrations folder (apps/api/drizzle) was not found');
}

// Any fixed number works: several instances starting at once take turns at migrating.
const MIGRATION_LOCK_ID = 726_145_301;

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // numeric stays a string (exact money); int8 counts fit in a JS number here.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return wrapPglite(client);
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize);
  return openPglite(path.join(options.dataDir, 'pgdata'));
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
