import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entityStatuses } from './tables';

/** What staff may change of a workflow's status: its names and its place in the list. */
export interface StatusWording {
  name: string;
  nameFr: string;
  rank: number;
}

/** Renames or re-ranks one status, in the caller's transaction (which has locked the row). */
export async function updateStatusWording(tx: Db, statusId: number, wording: StatusWording): Promise<void> {
  await tx.update(entityStatuses).set(wording).where(eq(entityStatuses.id, statusId));
}
