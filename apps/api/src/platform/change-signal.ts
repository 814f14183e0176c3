import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';

/**
 * A change signal of what one module keeps worked out between requests, beside the storefront's own
 * (`content-generation.ts`): a number bumped by every write that changes what was worked out, on every instance.
 * A writer calls `changed(tx)` inside its own transaction (docs/decisions.md "A list kept between requests"):
 *
 * - this instance bumps at once, so a value worked out from before the write, or during it, is not kept;
 * - a NOTIFY sent in the transaction reaches every instance, this one included, when it commits (PostgreSQL delivers a
 *   transaction's notices at its commit, and none at a rollback), so a value read while the write was still
 *   uncommitted is dropped as soon as it has landed.
 *
 * The embedded database runs one transaction at a time, nothing reads between a write and its commit, and the
 * immediate bump is enough.
 */
export interface ChangeSignal {
  readonly name: string;
  generation(): number;
  changed(tx: Db): Promise<void>;
}

const CHANNEL = 'portal_signal';
const generations = new Map<string, number>();

export function changeSignal(name: string): ChangeSignal {
  if (!generations.has(name)) generations.set(name, 0);
  const bump = () => generations.set(name, generations.get(name)! + 1);
  return {
    name,
    generation: () => generations.get(name)!,
    async changed(tx) {
      bump();
      await tx.execute(sql`select pg_notify(${CHANNEL}, ${name})`);
    },
  };
}

/**
 * Hears the signals' notices on the shared PostgreSQL database until the returned stop is called. A lost connection
 * (the listener hears null) bumps every signal, as notices may have been missed meanwhile.
 */
export async function shareChangeSignals(database: Database): Promise<() => Promise<void>> {
  return database.subscribe(CHANNEL, (name) => {
    for (const [signal, generation] of generations)
      if (name === null || name === signal) generations.set(signal, generation + 1);
  });
}
