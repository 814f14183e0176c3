import { z } from 'zod';

/** spec §4 tabs of the order lists, and the open/closed filter (job orders: ALL / OPEN / CLOSED). */
export const ORDER_TABS = ['new', 'processing', 'closed', 'all'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export const OPEN_CLOSED = ['ALL', 'OPEN', 'CLOSED'] as const;
export const ORDER_SORTS = ['orderDate', 'code', 'grandTotal', 'dueDate', 'customerName', 'status'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** One row of the job order, sales order and price quote lists (spec §3: jobID / ID and noteCount). */
export const orderListItem = z.object({
  id: z.number().int(),
  jobID: z.number().int().optional(),
  ID: z.number().int().optional(),
  kind: z.string(),
  code: z.string(),
  orderDate: z.string(),
  dueDate: z.string().nullable(),
  statusId: z.number().int(),
  statusCode: z.string(),
  statusName: z.string(),
  listGroup: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  accountNumber: z.string(),
  poNumber: z.string().nullable(),
  grandTotal: z.number(),
  currencyCode: z.string(),
  itemCount: z.number().int(),
  noteCount: z.number().int(),
  serviceTypeName: z.string().nullable(),
  /** Placed by a decedent's family through the funeral home's link. */
  familyOrder: z.boolean(),
  /** Staff only, job orders: the job lost more metal in production than its master alloy's threshold allows. */
  metalLossFlagged: z.boolean().optional(),
});
export type OrderListItem = z.infer<typeof orderListItem>;
