import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invalid } from '../../platform/errors';
import { estimateOptions } from './tables';

/** A priority as the rush tiers' screen saves it (production's POST /rush-tiers). */
export interface PriorityInput {
  id?: number | undefined;
  code: string;
  name: string;
  nameFr: string;
  feePercent: number;
  leadDays: number;
  dailyCapacity: number | null;
}

/**
 * The estimate's priorities replaced by the list given, in its order, inside the caller's transaction. A priority
 * named by id is updated; a new one takes back a retired priority of the same code, or is added; one left out is no
 * longer offered (saved estimates and orders still name it). Answers the ids retired.
 */
export async function savePriorities(tx: Db, list: PriorityInput[]): Promise<number[]> {
  const all = await tx.select().from(estimateOptions).where(eq(estimateOptions.kind, 'PRIORITY'));
  const keptIds = new Set<number>();
  for (const [index, tier] of list.entries()) {
    const existing =
      tier.id !== undefined
        ? all.find((row) => row.id === tier.id)
        : all.find((row) => row.code === tier.code);
    if (tier.id !== undefined && !existing) throw invalid(`tiers.${index}.id`, 'This tier does not exist');
    if (existing && keptIds.has(existing.id)) throw invalid(`tiers.${index}`, 'A tier is listed twice');
    if (all.some((row) => row.code === tier.code && row.id !== existing?.id))
      throw invalid(`tiers.${index}.code`, 'Another tier has this code');
    const values = {
      code: tier.code,
      name: tier.name,
      nameFr: tier.nameFr,
      surchargePercent: tier.feePercent.toFixed(2),
      leadDays: tier.leadDays,
      dailyCapacity: tier.dailyCapacity,
      rank: (index + 1) * 10,
      isActive: true,
    };
    if (existing) {
      keptIds.add(existing.id);
      await tx.update(estimateOptions).set(values).where(eq(estimateOptions.id, existing.id));
    } else {
      const [added] = await tx
        .insert(estimateOptions)
        .values({ ...values, kind: 'PRIORITY' })
        .returning({ id: estimateOptions.id });
      keptIds.add(added!.id);
    }
  }
  const retired = all.filter((row) => row.isActive && !keptIds.has(row.id)).map((row) => row.id);
  if (retired.length)
    await tx.update(estimateOptions).set({ isActive: false }).where(inArray(estimateOptions.id, retired));
  return retired;
}
