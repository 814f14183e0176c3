import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, pgliteExtensions, wrapPglite, type Database } from '../db/client';

/** TEST_DATABASE_URL runs the API suite on PostgreSQL; without it every test file gets its own PGlite copy. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export function databaseUrlWithName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database for one test file, copied from the template the global setup migrated and seeded once: a PGlite
 * data directory dump, or a PostgreSQL database created with TEMPLATE.
 */
export async function openTestDatabase(template: string): Promise<Database & { drop(): Promise<void> }> {
  if (testDatabaseUrl) {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(testDatabaseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = openPostgres(databaseUrlWithName(testDatabaseUrl, name), { poolSize: 5 });
    return {
      ...database,
      drop: async () => {
        await database.close();
        await adminQuery(testDatabaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dump = await readFile(template);
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions });
  const database = wrapPglite(client);
  return { ...database, drop: () => database.close() };
}
