import { z } from 'zod';
import { id } from '../platform/ids';
import { SUBMITTED_ORDER_KINDS } from '../orders/schemas';
import { OPEN_CLOSED } from '../orders/lists';
import { priceBasis } from '../catalog/price-basis';

// ---- Dashboard (spec §3 Dashboard): the shapes the Dashboard/* calls share. ----

/** The cards of the dashboard, in their default order (spec §1 "a dashboard of summary cards"). */
export const DASHBOARD_CARDS = [
  'MESSAGES',
  'BALANCE',
  'JOB_ORDERS',
  'SALES_ORDERS',
  'PRICE_QUOTES',
  'JOB_ORDER_STATUS',
  'SALES_ORDER_STATUS',
  'PRICE_QUOTE_STATUS',
  'INVOICE_SUMMARY',
  'INVOICES',
  'METALS',
  'FEATURED',
  'PRODUCTION_UPDATES',
] as const;
export type DashboardCardCode = (typeof DASHBOARD_CARDS)[number];

/** spec §9: the user setting key the card layout is kept under. */
export const DASHBOARD_GRID_LAYOUT_KEY = 'CPV3_DASHBOARD_GRID_LAYOUT';
/** The user setting key of the card settings (which cards are shown). */
export const DASHBOARD_CARDS_KEY = 'CPV3_DASHBOARD_CARDS';

/** A card's place in the grid: its order is the array's, `span` 2 takes the full row on wide screens. */
export const dashboardLayoutEntry = z.object({
  code: z.enum(DASHBOARD_CARDS),
  span: z.union([z.literal(1), z.literal(2)]).default(1),
});
export type DashboardLayoutEntry = z.output<typeof dashboardLayoutEntry>;

/** The grid layout: every card once, in the order the user arranged them. */
export const dashboardLayout = z
  .array(dashboardLayoutEntry)
  .max(DASHBOARD_CARDS.length)
  .refine((entries) => new Set(entries.map((e) => e.code)).size === entries.length, 'A card is listed twice')
  .describe('Each card `code` at most once.');

export const dashboardCardSetting = z.object({ code: z.enum(DASHBOARD_CARDS), visible: z.boolean() });
export type DashboardCardSetting = z.infer<typeof dashboardCardSetting>;

export const dashboardCardSettings = z
  .array(dashboardCardSetting)
  .max(DASHBOARD_CARDS.length)
  .refine((cards) => new Set(cards.map((c) => c.code)).size === cards.length, 'A card is listed twice')
  .describe('Each card `code` at most once.');

/** GET / POST /Dashboard/Settings: the card settings and the grid layout of the signed-in user. */
export const dashboardSettings = z.object({ cards: dashboardCardSettings, layout: dashboardLayout });
export type DashboardSettings = z.output<typeof dashboardSettings>;

/**
 * The single-value settings of the dashboard (POST /Dashboard/PrimitiveSetting). Each code says which values it takes,
 * so nothing unknown is stored under a user's name.
 */
export const DASHBOARD_PRIMITIVE_SETTINGS = {
  CPV3_DASHBOARD_GRID_LAYOUT: 'layout',
  CP_IsMenuCollapsed: ['true', 'false'],
  CPV3_DASHBOARD_METALS_MONTHS: ['1', '3', '6', '12'],
  CPV3_DASHBOARD_ORDERS_STATUS: OPEN_CLOSED,
} as const;
export type DashboardPrimitiveCode = keyof typeof DASHBOARD_PRIMITIVE_SETTINGS;
export const dashboardPrimitiveCode = z.enum(
  Object.keys(DASHBOARD_PRIMITIVE_SETTINGS) as [DashboardPrimitiveCode, ...DashboardPrimitiveCode[]],
  { error: 'Unknown dashboard setting' },
);
export const primitiveSetting = z.object({ code: z.string(), value: z.string().nullable() });

/** Staff may narrow a card to one customer; a portal user always gets its active customer's. */
export const customerQuery = z.object({ customerId: id.optional() });

export const dashboardOrderKind = z
  .string()
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(SUBMITTED_ORDER_KINDS, { error: 'Must be JO, SO or PQ' }));

/** ALL, OPEN, CLOSED, or one status code of the kind. */
export const jobsWithStatus = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z_]+$/, 'Must be ALL, OPEN, CLOSED or a status code')
  .transform((v) => v.toUpperCase());

/** What happened to the caller's orders lately: a note from the other side, or a status change. */
export const dashboardMessage = z.object({
  id: z.string(),
  kind: z.enum(['NOTE', 'STATUS']),
  orderId: z.number().int(),
  orderKind: z.enum(SUBMITTED_ORDER_KINDS),
  orderCode: z.string(),
  customerName: z.string(),
  /** The note's text, or the reason given with a status change. */
  text: z.string().nullable(),
  statusCode: z.string().nullable(),
  statusName: z.string().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type DashboardMessage = z.infer<typeof dashboardMessage>;

export const statusSummaryRow = z.object({
  statusId: z.number().int(),
  statusCode: z.string(),
  statusName: z.string(),
  isClosed: z.boolean(),
  count: z.number().int(),
});
export type StatusSummaryRow = z.infer<typeof statusSummaryRow>;

export const invoiceSummaryRow = z.object({
  statusCode: z.string(),
  statusName: z.string(),
  currencyCode: z.string(),
  count: z.number().int(),
  total: z.number(),
  balance: z.number(),
});
export type InvoiceSummaryRow = z.infer<typeof invoiceSummaryRow>;

export const metalPricePoint = z.object({ at: z.string(), pricePerOunce: z.number() });

/** A fixing of the metal in the period: its session and day, and its price per troy ounce. */
export const metalFixingPoint = z.object({
  at: z.string(),
  date: z.string(),
  session: z.enum(['AM', 'PM']),
  pricePerOunce: z.number(),
});

/** A market metal (master alloy) with its price now and every change in the period asked. */
export const dashboardMetal = z.object({
  code: z.string(),
  name: z.string(),
  pricePerOunce: z.number(),
  updatedAt: z.string(),
  /** The price at the start of the period, to show the change. */
  periodStartPrice: z.number(),
  history: z.array(metalPricePoint),
  /** The fixings recorded in the period, oldest first (none where staff set the prices by hand). */
  fixings: z.array(metalFixingPoint),
  /** What the price now rests on: the fixing, or the price staff set. */
  priceBasis,
});
export type DashboardMetal = z.infer<typeof dashboardMetal>;
