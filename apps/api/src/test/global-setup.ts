import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteExtensions, wrapPglite } from '../db/client';
import { seedDemo, seedReference } from '../seed/index';
import { adminQuery, databaseUrlWithName, testDatabaseUrl } from './template-database';

/** Migrates and seeds one template database for the whole run; each test file copies it (fast, isolated). */
export default async function setup(project: TestProject) {
  if (testDatabaseUrl) {
    const name = `portal_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(testDatabaseUrl, `CREATE DATABASE ${name}`);
    const database = openPostgres(databaseUrlWithName(testDatabaseUrl, name), { poolSize: 2 });
    await database.migrate();
    await seedReference(database.db);
    await seedDemo(database.db);
    await database.close();
    project.provide('templateDatabase', name);
    return async () => adminQuery(testDatabaseUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = wrapPglite(client);
  await database.migrate();
  await seedReference(database.db);
  await seedDemo(database.db);
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', file);
  return async () => rm(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}
