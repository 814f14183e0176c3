// A repair's price ("the same timeline, proofs and quote approval apply"; docs/decisions.md "A repair is
// priced through the job order's approval"): staff set labour and materials lines, the customer approves or declines
// the job order as any job put to them, and the bench starts only after the approval.
import type { Language } from '@portal/shared/platform/language';
import type { ParsedBy } from '@portal/shared/platform/contract';
import {
  REPAIR_PRICE_CHARGES,
  REPAIR_PRICE_OPEN_STATUSES,
  repairPriceIsOpen,
  type priceRepairSchemas,
} from '@portal/shared/production/price-repair';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conflict } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { salesTaxFor } from '../cart/public';
import { priceJobCharges } from '../orders/public';
import { orderAddresses } from '../orders/tables';
import { jobOf } from './job-of';
import { repairIntakes } from './tables';

type PriceRepairInput = ParsedBy<typeof priceRepairSchemas>['params'] &
  ParsedBy<typeof priceRepairSchemas>['body'];

const isRepair = async (db: Db, orderId: number) =>
  (
    await db
      .select({ orderId: repairIntakes.orderId })
      .from(repairIntakes)
      .where(eq(repairIntakes.orderId, orderId))
  ).length > 0;

/** POST /JobOrders/{id}/repair-price (staff). Another customer's job is not found; a job that is no repair, 409. */
export async function priceRepair(
  services: Services,
  scope: Scope,
  input: PriceRepairInput,
  language: Language,
) {
  const job = await jobOf(services.db, scope, input.id);
  if (!(await isRepair(services.db, job.id))) throw conflict(`${job.code} is no repair`);
  const addresses = await services.db.select().from(orderAddresses).where(eq(orderAddresses.orderId, job.id));
  const stateOf = (role: string) => addresses.find((a) => a.role === role)?.stateId ?? null;
  const salesTax = await salesTaxFor(services.db, {
    customerId: job.customerId,
    billingStateId: stateOf('billing'),
    shippingStateId: stateOf('shipping'),
  });
  return priceJobCharges(
    services,
    scope,
    {
      orderId: job.id,
      replaces: Object.values(REPAIR_PRICE_CHARGES),
      lines: input.lines.map((line) => ({
        charge: REPAIR_PRICE_CHARGES[line.kind],
        code: line.kind,
        name: line.description,
        amount: line.amount,
      })),
      salesTax,
      openStatuses: REPAIR_PRICE_OPEN_STATUSES,
      refusal: `The customer has answered the price of ${job.code}: it can no longer change`,
    },
    language,
  );
}

/** A repair does not move through its stages before the customer approves its price. */
export async function assertRepairPriceApproved(
  db: Db,
  job: { id: number; code: string; statusCode: string },
) {
  if (repairPriceIsOpen(job.statusCode) && (await isRepair(db, job.id)))
    throw conflict(`${job.code} waits for the customer to approve its repair price`);
}
