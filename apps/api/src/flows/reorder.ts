import { reorderJobOrder, reorderJobOrderSchemas } from '@portal/shared/orders/reorder-job-order';
import type { ReorderAnswer, ReorderLine } from '@portal/shared/orders/reorder-answer';
import { reorderOrder, reorderOrderSchemas } from '@portal/shared/orders/reorder-order';
import type { Language } from '@portal/shared/platform/language';
import { addToCart } from '../modules/cart/public';
import { calculatePrice, personalisationRequestOf } from '../modules/catalog/public';
import { jobOrderLines, pastOrderLines } from '../modules/orders/public';
import { AppError, conflict } from '../platform/errors';
import { translateMessage } from '../platform/messages';
import type { Services } from '../platform/request-context';
import { bindCall } from '../platform/route';
import type { Scope } from '../platform/scope';

type OrderLines = Awaited<ReturnType<typeof pastOrderLines>>;

/**
 * The pieces of a past order go into the caller's cart at today's prices (orders → cart), each line saying what
 * changed since it was ordered: its unit price up or down, or why it could not be added (the piece, its metal or its
 * size is no longer offered). The lines that can be added are, in one transaction; when none can, 409.
 */
async function reorderLines(
  services: Services,
  scope: Scope,
  lines: OrderLines,
  sessionId: string,
  language: Language,
): Promise<ReorderAnswer> {
  const { db } = services;
  const today = services.now().toISOString().slice(0, 10);
  const answers: ReorderLine[] = [];
  let cart;
  await db.transaction(async (tx) => {
    for (const line of lines) {
      // A charge line (the rush fee) is no piece: a new order asks for its own tier.
      if (line.itemTypeId === null) continue;
      const configuration = line.configuration as Record<string, unknown>;
      const ordered = {
        code: line.code,
        name: line.name,
        metalName: line.metalName,
        quantity: line.quantity,
        orderedUnitPrice: Number(line.unitPrice),
      };
      try {
        // Priced first, as the cart will price it: a refusal here is the reason the line is not added.
        const priced = await calculatePrice(tx, scope, {
          itemTypeID: line.itemTypeId,
          metalID: line.metalId,
          quantity: 1,
          variantIDs: line.variantIds,
          ...personalisationRequestOf(configuration),
        });
        cart = await addToCart(
          tx,
          scope,
          sessionId,
          {
            itemTypeID: line.itemTypeId,
            metalID: line.metalId,
            quantity: line.quantity,
            variantIDs: line.variantIds,
            configuration,
            // The same decedent's print again: a memorial piece re-ordered is made from the same fingerprint.
            fingerprintId: line.fingerprintId,
          },
          language,
          today,
        );
        answers.push({
          ...ordered,
          unitPrice: priced.price,
          change: changeOf(ordered.orderedUnitPrice, priced.price),
          reason: null,
        });
      } catch (error) {
        if (!(error instanceof AppError) || !['NOT_FOUND', 'VALIDATION'].includes(error.code)) throw error;
        const why = error.fieldErrors[0]?.value ?? error.message;
        answers.push({
          ...ordered,
          unitPrice: null,
          change: 'unavailable',
          reason: translateMessage(language, why),
        });
      }
    }
  });
  if (!cart) throw conflict('None of the pieces of this order can be ordered any more');
  return {
    cart,
    skipped: answers.filter((a) => a.change === 'unavailable').map((a) => a.code),
    lines: answers,
  };
}

const changeOf = (ordered: number, today: number): ReorderLine['change'] =>
  Math.round(today * 100) === Math.round(ordered * 100) ? 'same' : today > ordered ? 'higher' : 'lower';

export const reorderRoutes = [
  bindCall(reorderJobOrder, reorderJobOrderSchemas, async ({ services, scope, lang, params, body }) =>
    reorderLines(services, scope, await jobOrderLines(services.db, scope, params.id), body.sessionId, lang),
  ),
  bindCall(reorderOrder, reorderOrderSchemas, async ({ services, scope, lang, params, body }) =>
    reorderLines(services, scope, await pastOrderLines(services.db, scope, params.id), body.sessionId, lang),
  ),
];
