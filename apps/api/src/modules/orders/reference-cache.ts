import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entityStatuses, serviceTypes } from '../../db/schema/index';

/**
 * Statuses and service types, read once a minute per database: every order list needs them, they rarely change (a
 * release, or staff renaming a status in the configuration's workflows), and joining them into each list query
 * doubled its planning time. A rename clears this instance's copy at once (forgetStatuses); other instances follow
 * within the minute.
 */
const TTL_MS = 60_000;
type Entry<T> = { value: T; at: number };
const statusCache = new WeakMap<Db, Map<string, Entry<(typeof entityStatuses.$inferSelect)[]>>>();
const serviceTypeCache = new WeakMap<Db, Entry<(typeof serviceTypes.$inferSelect)[]>>();

export async function statusesOfKind(db: Db, statusKind: string) {
  let byKind = statusCache.get(db);
  if (!byKind) statusCache.set(db, (byKind = new Map()));
  const hit = byKind.get(statusKind);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = await db.select().from(entityStatuses).where(eq(entityStatuses.kind, statusKind));
  byKind.set(statusKind, { value, at: Date.now() });
  return value;
}

/** After a status changed: this instance reads the statuses again on the next list. */
export function forgetStatuses(db: Db): void {
  statusCache.delete(db);
}

export async function allServiceTypes(db: Db) {
  const hit = serviceTypeCache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = await db.select().from(serviceTypes);
  serviceTypeCache.set(db, { value, at: Date.now() });
  return value;
}
