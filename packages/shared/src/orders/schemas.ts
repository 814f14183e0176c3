import { z } from 'zod';
import { pagedOf } from '../platform/envelope';
import { filtersParam, pagingQuery } from '../platform/paging';
import { OPEN_CLOSED, ORDER_SORTS, ORDER_TABS, orderListItem } from './lists';
import { fingerprintRef } from '../decedents/schemas';
import { id } from '../platform/ids';
import { metalLock } from '../metal/lock-schemas';
import { priceBasis } from '../catalog/price-basis';

/** spec §4 / §9 order type codes of what a cart becomes. */
export const SUBMITTED_ORDER_KINDS = ['JO', 'SO', 'PQ'] as const;
export type SubmittedOrderKind = (typeof SUBMITTED_ORDER_KINDS)[number];

// ---- Order tracking (job orders, price quotes, sales orders): shapes several calls share. ----

/** A required text field of a tracking call (a note, a reason). */
export const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max);

/** The list query shared by the three lists; job orders page from 0 (spec §9). */
export const orderListQuery = (base: 0 | 1) =>
  pagingQuery(base).extend({
    filters: filtersParam,
    tab: z.enum(ORDER_TABS).optional(),
    status: z
      .string()
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(OPEN_CLOSED, { message: 'status must be ALL, OPEN or CLOSED' }))
      .optional(),
    statusCode: z.string().max(40).optional(),
    customerId: id.optional(),
    search: z.string().max(100).optional(),
    dateFrom: z.iso.date().optional(),
    dateTo: z.iso.date().optional(),
    sortBy: z.enum(ORDER_SORTS).optional(),
    sortAsc: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  });

/** One page of a list. */
export const orderPage = pagedOf(orderListItem);

/** The answer of a status change. */
export const statusAnswer = z.object({
  id: z.number(),
  code: z.string(),
  statusCode: z.string(),
  statusName: z.string(),
  listGroup: z.string(),
});
export type StatusAnswer = z.infer<typeof statusAnswer>;

/** One note of an order (NOTE, CUSTOMER, or INTERNAL which only staff read). */
export const orderNote = z.object({
  id: z.number(),
  kind: z.string(),
  note: z.string(),
  entityTypeCode: z.string().nullable(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  author: z.string().nullable(),
  authorIsStaff: z.boolean(),
  onBehalfBy: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderNote = z.infer<typeof orderNote>;

/** The answer of adding a note. */
export const noteAdded = z.object({ id: z.number(), imageUrl: z.string().nullable(), createdAt: z.string() });

/** The text fields of a job order's note form (multipart with an optional `image`, or JSON without one). */
export const jobOrderNoteFields = z.object({
  note: requiredText('The note', 4000),
  jobOrderID: id,
  entityTypeCode: z.string().trim().max(40).optional(),
});

/** A quote's or sales order's note. */
export const orderNoteBody = z.object({ note: requiredText('The note', 4000) });

/** A configuration entry of a line, shown as a custom attribute; an uploaded file's URL is its value. */
export const customAttribute = z.object({
  id: z.number(),
  name: z.string(),
  value: z.string(),
  fileUrl: z.string().nullable(),
});

/** One line of an order, as ordered, with the product picture in the ordered metal. */
export const orderLine = z.object({
  id: z.number(),
  /** Null on a charge line, which is no piece of the catalogue. */
  itemTypeID: z.number().nullable(),
  /** What a charge line charges for (`RUSH_FEE`: the rush tier's fee); null on a piece's line. */
  charge: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  metalID: z.number().nullable(),
  metalName: z.string().nullable(),
  quantity: z.number(),
  price: z.number(),
  lineTotal: z.number(),
  variantIDs: z.array(z.number()),
  configuration: z.record(z.string(), z.unknown()),
  imageURL: z.string().nullable(),
  customAttributes: z.array(customAttribute),
  /** The decedent's fingerprint a memorial piece is made from, or null. */
  fingerprint: fingerprintRef.nullable(),
});
export type OrderLine = z.infer<typeof orderLine>;

/** An address of an order, copied from the checkout. */
export const orderAddress = z.object({
  /** sell_to, billing or shipping. */
  role: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  zip: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  /** ISO codes, so the address prints in its country's order (shared/reference/address-format.ts). */
  countryCode: z.string(),
  stateCode: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

/** When a status was reached, by whom (and for whom, when staff acted as the user), and why. */
export const timelineEntry = z.object({
  statusCode: z.string(),
  statusName: z.string(),
  at: z.string(),
  by: z.string().nullable(),
  onBehalfBy: z.string().nullable(),
  reason: z.string().nullable(),
  reasonText: z.string().nullable(),
});

/**
 * An open price quote whose metal price lock ran out (docs/jewelry-trade.md §3): approving it now re-prices its metal at
 * today's prices, and the quote says so first, with each metal's quoted and current price per gram and the new total.
 */
export const quoteMetalRepricing = z.object({
  lockExpiredAt: z.string(),
  metals: z.array(
    z.object({
      metalId: z.number().int(),
      metalName: z.string().nullable(),
      quotedPricePerGram: z.number(),
      pricePerGram: z.number(),
      basis: priceBasis,
    }),
  ),
  /** What the re-pricing changes in the quote's total, tax included (positive: the customer pays more). */
  change: z.number(),
  grandTotal: z.number(),
});
export type QuoteMetalRepricing = z.infer<typeof quoteMetalRepricing>;

/** Everything about one order: customer, addresses, answers, totals, lines and the status timeline. */
export const orderDetail = z.object({
  id: z.number(),
  /** Job orders only (spec §3 jobID). */
  jobID: z.number().optional(),
  kind: z.enum(SUBMITTED_ORDER_KINDS),
  code: z.string(),
  orderDate: z.string(),
  dueDate: z.string().nullable(),
  status: z.object({ id: z.number(), code: z.string(), name: z.string(), listGroup: z.string() }),
  customer: z.object({ id: z.number(), name: z.string(), accountNumber: z.string() }),
  serviceType: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  /** Placed by a decedent's family through the funeral home's link. */
  familyOrder: z.boolean(),
  poNumber: z.string().nullable(),
  notes: z.string().nullable(),
  customerWoNumber: z.string().nullable(),
  shippingMethodName: z.string().nullable(),
  totals: z.object({
    subTotal: z.number(),
    discountValue: z.number(),
    couponCode: z.string().nullable(),
    shippingPrice: z.number(),
    salesTaxPercent: z.number(),
    salesTaxValue: z.number(),
    grandTotal: z.number(),
    currencyCode: z.string(),
  }),
  addresses: z.array(orderAddress),
  attributes: z.array(z.object({ code: z.string(), name: z.string(), value: z.string() })),
  placedBy: z.string().nullable(),
  placedByStaff: z.string().nullable(),
  items: z.array(orderLine),
  timeline: z.array(timelineEntry),
  /** A price quote's metal price lock holding now, or null (always null for other kinds). */
  metalLock: metalLock.nullable(),
  /** An open price quote whose lock ran out: what approving it now re-prices; null otherwise. */
  metalRepricing: quoteMetalRepricing.nullable(),
  /**
   * What the order waits on before it goes ahead: staff's credit decision, or the approval of the customer's
   * administrator (a buyer's order above its limit); null when it waits on nothing.
   */
  waitingOn: z.enum(['CREDIT', 'PURCHASE_APPROVAL']).nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;
