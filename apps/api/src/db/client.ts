import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
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
  /** Runs `work` while no other instance on this database runs its own (start-up: migrations and seeds, once). */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Tells every instance listening on `channel` (PostgreSQL NOTIFY); a no-op on the embedded database. */
  publish(channel: string, payload: string): Promise<void>;
  /** Hears `channel` on its own connection until the returned stop is called; a no-op on the embedded database. */
  subscribe(channel: string, listener: Listener): Promise<() => Promise<void>>;
  /** Answers once the database does (a `select 1`); throws what the driver met otherwise. */
  ping(): Promise<void>;
  /** The PostgreSQL pool's connections (for /metrics); null on the embedded database, which has no pool. */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection: above zero for long, the pool (DATABASE_POOL_SIZE) is too small. */
  waiting: number;
}

/** `payload` of a notification, or null when the connection was lost (messages may have been missed meanwhile). */
export type Listener = (payload: string | null) => void;

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

// Any fixed numbers work: several instances starting at once take turns at migrating, and at starting up.
const MIGRATION_LOCK_ID = 726_145_301;
const START_UP_LOCK_ID = 726_145_302;
const RECONNECT_MS = 1_000;

/** Time limits of every pooled connection (README "Configuration"; docs/operations.md "When a dependency fails"). */
export interface PostgresLimits {
  poolSize?: number;
  /** The longest a statement may run on the server, and (with a margin) the longest the client waits for an answer. */
  statementTimeoutMs?: number;
  /** The longest a statement waits for a row or table lock held by another transaction. */
  lockTimeoutMs?: number;
  /** The longest a request waits to connect, or for a free connection of a full pool. */
  connectTimeoutMs?: number;
}

export function openPostgres(url: string, limits: PostgresLimits = {}): Database {
  const statementTimeoutMs = limits.statementTimeoutMs ?? 30_000;
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.poolSize ?? 10,
    connectionTimeoutMillis: limits.connectTimeoutMs ?? 5_000,
    statement_timeout: statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs ?? 5_000,
    // A frozen server answers nothing, not even a cancelled statement: the client stops waiting a little later.
    query_timeout: statementTimeoutMs + 2_000,
    // A transaction whose request died half-way must not hold its locks for long.
    idle_in_transaction_session_timeout: 60_000,
  });
  // A connection lost while idle in the pool, or while a request holds it (a transaction between two statements), emits
  // 'error': unheard, Node ends the process. The pool drops the broken connection and opens new ones as needed; the
  // statement that was running is rejected and its request answers 503 (platform/error-handler.ts).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Its own connection, without the pool's time limits: waiting for another instance's migrations, or building an
      // index on a large table, may take longer than any request may.
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined);
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.end().catch(() => undefined); // ending the session releases the lock
      }
    },
    async exclusively(work) {
      // Its own connection, not the pool's: the work itself needs the pool (whose size may be 1).
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined);
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [START_UP_LOCK_ID]);
        return await work();
      } finally {
        await client.end().catch(() => undefined); // ending the session releases the lock
      }
    },
    async publish(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    subscribe: (channel, listener) => listenOn(url, channel, listener),
    ping: () => pingDatabase(db),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** LISTEN on a connection of its own, reconnecting after a loss (the listener hears `null`: it may have missed some). */
async function listenOn(url: string, channel: string, listener: Listener): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) listener(message.payload ?? '');
    });
    next.on('error', () => undefined);
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    next.on('end', () => {
      if (stopped) return;
      listener(null);
      const again = () => {
        if (!stopped) connect().catch(() => (retry = setTimeout(again, RECONNECT_MS)));
      };
      retry = setTimeout(again, RECONNECT_MS);
    });
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() }),
    // One process owns an embedded database: there is no other instance to wait for or to tell.
    exclusively: (work) => work(),
    publish: async () => undefined,
    subscribe: async () => async () => undefined,
    ping: () => pingDatabase(db),
    poolStats: () => null,
    close: () => client.close(),
  };
}

/** The extensions the migrations create (product search: trigram matching and accent folding), for every PGlite. */
export const pgliteExtensions = { pg_trgm, unaccent };

export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: pgliteExtensions });
  return wrapPglite(client);
}

export async function openDatabase(
  options: { databaseUrl?: string; dataDir: string } & PostgresLimits,
): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(path.join(options.dataDir, 'pgdata'));
}

/** The one ping of the database: `Database.ping` (the waiting room) and the readiness probe both send it. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
