import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cmsState } from './tables';

/**
 * The revision of what the storefront shows. Every publish, unpublish, delete or field change bumps it in the
 * database, so the query cache of every instance (keyed on it) misses from the next request on.
 */
export async function bumpRevision(db: Db): Promise<void> {
  await db
    .update(cmsState)
    .set({ revision: sql`${cmsState.revision} + 1` })
    .where(eq(cmsState.id, 1));
}

export async function currentRevision(db: Db): Promise<number> {
  const [row] = await db.select({ revision: cmsState.revision }).from(cmsState).where(eq(cmsState.id, 1));
  return row?.revision ?? 0;
}
