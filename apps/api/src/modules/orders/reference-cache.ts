import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entityStatuses, serviceTypes } from '../reference/tables';
import { contentGeneration } from '../../platform/content-generation';
import { countCacheLookup } from '../../platform/metrics';

/**
 * Statuses and service types, read once a minute per database: every order list needs them, they rarely change (a
 * release, or staff renaming a status in the configuration's workflows), and joining them into each list query
 * doubled its planning time. A copy is kept only within its content generation: a rename bumps it on every instance
 * (contentChanged, which tells the others by PostgreSQL NOTIFY), so every instance reads the new names at once.
 */
const TTL_MS = 60_000;
type Entry<T> = { value: T; at: number; generation: number };
function fresh(entry: Entry<unknown> | undefined): boolean {
  const hit =
    entry !== undefined && entry.generation === contentGeneration() && Date.now() - entry.at < TTL_MS;
  countCacheLookup('order-reference', hit);
  return hit;
}
const statusCache = new WeakMap<Db, Map<string, Entry<(typeof entityStatuses.$inferSelect)[]>>>();
const serviceTypeCache = new WeakMap<Db, Entry<(typeof serviceTypes.$inferSelect)[]>>();

export async function statusesOfKind(db: Db, statusKind: string) {
  let byKind = statusCache.get(db);
  if (!byKind) statusCache.set(db, (byKind = new Map()));
  const hit = byKind.get(statusKind);
  if (fresh(hit)) return hit!.value;
  const generation = contentGeneration();
  const value = await db.select().from(entityStatuses).where(eq(entityStatuses.kind, statusKind));
  byKind.set(statusKind, { value, at: Date.now(), generation });
  return value;
}

export async function allServiceTypes(db: Db) {
  const hit = serviceTypeCache.get(db);
  if (fresh(hit)) return hit!.value;
  const generation = contentGeneration();
  const value = await db.select().from(serviceTypes);
  serviceTypeCache.set(db, { value, at: Date.now(), generation });
  return value;
}
