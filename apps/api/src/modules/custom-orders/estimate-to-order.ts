import type { EstimateChoicesWire } from '@portal/shared/custom-orders/saved-estimate-schemas';
import type { Language } from '@portal/shared/platform/language';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemTypes } from '../catalog/tables';
import { type savedEstimates } from './tables';
import { customers } from '../customers/tables';
import { invalid } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { insertOrder, type OrderLine } from '../orders/public';
import type { PricedChoices } from './estimate-pricing';
import { addressesOf, mailOrderConfirmation, placeCustomOrder } from './service';
import { localName } from '../../platform/language';

/** A saved estimate ready to go to the workshop: its customer and piece known, priced at today's prices. */
export interface EstimateToSend {
  row: typeof savedEstimates.$inferSelect;
  choices: EstimateChoicesWire;
  priced: PricedChoices;
  customerId: number;
  itemTypeId: number;
}

/** What an estimate became: the order (and the custom order), and the confirmation to send once committed. */
export interface EstimateSent {
  orderId: number;
  orderCode: string;
  customOrderId: number | null;
  afterCommit: (services: Services) => Promise<void>;
}

/**
 * What the workshop reads of the estimate on the order line: the services, treatments, priority and metal weight
 * chosen, and the piece's details (ring size...), as text.
 */
function estimateConfiguration({ row, choices, priced }: EstimateToSend): Record<string, string> {
  const names = (list: { name: string }[]) => list.map((item) => item.name).join(', ');
  const entries: [string, string][] = [
    ['estimate', row.name],
    ['services', names(priced.services)],
    ['treatments', names(priced.treatments)],
    ['priority', priced.priority?.name ?? ''],
    ['metalWeight', priced.metal && choices.weight > 0 ? `${choices.weight} ${choices.unit}` : ''],
    ...Object.entries(choices.attributes),
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

/** The estimate as one order line: the piece, in the chosen metal, at the estimate's total for the quantity. */
async function estimateLine(db: Db, estimate: EstimateToSend, language: Language): Promise<OrderLine> {
  const [item] = await db.select().from(itemTypes).where(eq(itemTypes.id, estimate.itemTypeId));
  if (!item?.isActive) throw invalid('itemTypeId', 'This product does not exist');
  const { breakdown, metal } = estimate.priced;
  const quantity = estimate.choices.quantity;
  // The estimate's metal, kept as a design's line keeps it: the job is billed on its finished weight against it
  // (docs/jewelry-trade.md §3), and a quote's lock holds its price.
  const metalEstimate =
    metal && breakdown.metalGrams > 0
      ? {
          metalWeight: breakdown.metalGrams.toFixed(3),
          metalPricePerGram: metal.pricePerGram.toFixed(4),
          priceBasis: metal.priceBasis,
        }
      : {};
  return {
    itemTypeId: item.id,
    code: item.code,
    name: localName(language, item),
    metalId: metal?.id ?? null,
    metalName: metal?.name ?? null,
    quantity,
    unitPrice: Math.round((breakdown.total / quantity) * 100) / 100,
    lineTotal: breakdown.total,
    variantIds: [],
    configuration: estimateConfiguration(estimate),
    ...metalEstimate,
  };
}

/** Sent as a custom order: the custom order service makes the design and its job order, at the estimate's price. */
export async function estimateDesign(
  tx: Db,
  scope: Scope,
  estimate: EstimateToSend,
  language: Language,
  now: Date,
): Promise<EstimateSent> {
  const line = await estimateLine(tx, estimate, language);
  const placed = await placeCustomOrder(
    tx,
    scope,
    estimate.customerId,
    {
      itemTypeID: estimate.itemTypeId,
      metalID: line.metalId,
      quantity: line.quantity,
      variantIDs: [],
      configuration: line.configuration as Record<string, string>,
      description: estimate.row.notes ?? undefined,
      customerId: estimate.customerId,
      children: [],
    },
    language,
    now,
    // spec §3 Estimate: the price the customer was shown is the job's price, not the catalogue's for the piece.
    // Its size, if any, is one of the estimate's attributes, kept as the estimate says it.
    async () => ({ line, metalId: line.metalId, ringSize: null }),
  );
  if (placed.joined) throw new Error('An estimate never joins a parent design');
  return {
    orderId: placed.order.id,
    orderCode: placed.order.code,
    customOrderId: placed.design.id,
    afterCommit: (services) => mailOrderConfirmation(services, scope, placed, language),
  };
}

/** Sent as a price quote: an order of kind PQ for the workshop to confirm, priced at the estimate's total. */
export async function estimateQuote(
  tx: Db,
  scope: Scope,
  estimate: EstimateToSend,
  language: Language,
  now: Date,
): Promise<EstimateSent> {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, estimate.customerId));
  if (!customer?.isActive) throw invalid('customerId', 'This customer does not exist');
  const line = await estimateLine(tx, estimate, language);
  const order = await insertOrder(
    tx,
    scope,
    {
      kind: 'PQ',
      customerId: customer.id,
      currencyCode: customer.currencyCode,
      notes: estimate.row.notes,
      totals: {
        subTotal: line.lineTotal,
        discountValue: 0,
        couponCode: null,
        shippingPrice: 0,
        salesTaxPercent: 0,
        salesTaxValue: 0,
        grandTotal: line.lineTotal,
      },
      lines: [line],
      addresses: await addressesOf(tx, customer.id, customer.name),
    },
    now,
  );
  return {
    orderId: order.id,
    orderCode: order.code,
    customOrderId: null,
    afterCommit: (services) =>
      mailOrderConfirmation(services, scope, { order, lines: [line], customer }, language),
  };
}
