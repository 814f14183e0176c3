import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cmsComponentFields } from './tables';

// The fields of components, read by both the components service and the value checks (values.ts), which the
// components service uses in turn: kept apart so that neither imports the other back.

export type FieldRow = typeof cmsComponentFields.$inferSelect;

/** The fields of the given components, in their order. */
export async function fieldsOf(db: Db, componentIds: number[]): Promise<FieldRow[]> {
  if (componentIds.length === 0) return [];
  return db
    .select()
    .from(cmsComponentFields)
    .where(inArray(cmsComponentFields.componentId, componentIds))
    .orderBy(asc(cmsComponentFields.rank), asc(cmsComponentFields.id));
}
