import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { commissionRates, customers } from '../db/schema/index';

/** The demo funeral home earns 10 % on the family orders paid through its links. */
export async function seedCommissionRates(db: Db): Promise<void> {
  const [home] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.accountNumber, 'C1002'));
  if (!home) return;
  await db.insert(commissionRates).values({ customerId: home.id, rate: '10.00' }).onConflictDoNothing();
}
