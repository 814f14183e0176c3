import { randomUUID } from 'node:crypto';
import type { Database, Db } from '../db/client';

/**
 * The one change signal: a number bumped by every change to what the storefront shows (catalogue, prices, SEO, content,
 * the company's details) and to what the cache keeps for the order lists (statuses). The platform's one cache
 * (`cache.ts`) keeps each value with the generation it was made in and does not use it once it has moved on. Writers
 * go through `changeContent`; `storefront-writers.test.ts` finds every write to those tables and fails one without it.
 */
let generation = 0;

export const contentGeneration = (): number => generation;

/** This process among the instances on one database: its own notices are not counted twice. */
const INSTANCE = randomUUID();
const CHANNEL = 'portal_content_changed';
let tellOthers: ((instance: string) => Promise<void>) | null = null;

export function contentChanged(): void {
  generation += 1;
  // Other instances drop their caches when they hear it (milliseconds later); a lost notice only delays them until
  // their caches' own expiry, so it is not worth failing the change for.
  tellOthers?.(INSTANCE).catch(() => undefined);
}

/**
 * Several instances on one PostgreSQL database serve one product: a change made on one bumps the generation of all
 * (LISTEN/NOTIFY on the database they share, no other service needed). A lost connection bumps it too, as notices
 * may have been missed. Returns the stop, called when the server closes.
 */
export async function shareContentChanges(database: Database): Promise<() => Promise<void>> {
  if (database.kind !== 'postgres') return async () => undefined;
  const publish = (instance: string) => database.publish(CHANNEL, instance);
  tellOthers = publish;
  const stop = await database.subscribe(CHANNEL, (instance) => {
    if (instance !== INSTANCE) generation += 1;
  });
  return async () => {
    if (tellOthers === publish) tellOthers = null;
    await stop();
  };
}

/**
 * Runs a change of what the storefront shows in one transaction and bumps the content generation once it has ended:
 * a bump before the commit would let a read in between remember the old rows under the new generation, while the bump
 * after the commit (or the rollback) makes every cache made meanwhile unusable.
 */
export async function changeContent<T>(db: Db, change: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => change(tx));
  } finally {
    contentChanged();
  }
}
