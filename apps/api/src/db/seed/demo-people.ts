import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema/index';

/** The retail jewelers the storefront lists as authorised partners (find an authorised partner). */
export const DEMO_PARTNERS = ['C1001', 'C1004', 'C1005'];

/** Demo data of issue 17: which demo customers are authorised partners. Changes nothing on a second run. */
export async function seedPeople(db: Db): Promise<void> {
  await db
    .update(t.customers)
    .set({ isAuthorizedPartner: true })
    .where(inArray(t.customers.accountNumber, DEMO_PARTNERS));
}
