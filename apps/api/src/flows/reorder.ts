import * as contract from '@portal/shared/orders/reorder-job-order';
import type { Language } from '@portal/shared/platform/language';
import { addToCart } from '../modules/cart/public';
import { jobOrderLines } from '../modules/orders/public';
import { conflict } from '../platform/errors';
import type { Services } from '../platform/request-context';
import { bindCall } from '../platform/route';
import type { Scope } from '../platform/scope';

/**
 * POST /JobOrders/re-order/{id}: the job's pieces go into the caller's cart at today's prices (orders → cart). A piece
 * withdrawn from the catalogue since is skipped and named; when none can be ordered, 409.
 */
export async function reorderJobOrder(
  services: Services,
  scope: Scope,
  id: number,
  sessionId: string,
  language: Language,
) {
  const { db } = services;
  const lines = await jobOrderLines(db, scope, id);
  const today = services.now().toISOString().slice(0, 10);
  const skipped: string[] = [];
  let cart;
  await db.transaction(async (tx) => {
    for (const line of lines) {
      try {
        cart = await addToCart(
          tx,
          scope,
          sessionId,
          {
            itemTypeID: line.itemTypeId,
            metalID: line.metalId,
            quantity: line.quantity,
            variantIDs: line.variantIds,
            configuration: line.configuration as Record<string, unknown>,
            // The same decedent's print again: a memorial piece re-ordered is made from the same fingerprint.
            fingerprintId: line.fingerprintId,
          },
          language,
          today,
        );
      } catch (error) {
        // A piece withdrawn from the catalogue since: the rest is still re-ordered, and the caller is told.
        if ((error as { status?: number }).status === 404 || (error as { status?: number }).status === 400)
          skipped.push(line.code);
        else throw error;
      }
    }
  });
  if (!cart) throw conflict('None of the pieces of this job order can be ordered any more');
  return { cart, skipped };
}

export const reorderRoutes = [
  bindCall(
    contract.reorderJobOrder,
    contract.reorderJobOrderSchemas,
    ({ services, scope, lang, params, body }) =>
      reorderJobOrder(services, scope, params.id, body.sessionId, lang),
  ),
];
