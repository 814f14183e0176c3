import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { assertCustomerAccess, type Scope } from '../../platform/scope';
import { customers } from './tables';

/** A customer the caller may see (staff: any; a portal user: its active one); any other answers as missing. */
export async function visibleCustomer(db: Db, scope: Scope, customerId: number) {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw notFound('The customer');
  assertCustomerAccess(scope, customer.id, 'The customer');
  return customer;
}
