import type { cancelJobOrder } from '@portal/shared/orders/cancel-job-order';
import type { getJobOrderAllItems } from '@portal/shared/orders/get-job-order-all-items';
import type { getJobOrderDetail } from '@portal/shared/orders/get-job-order-detail';
import type { getJobOrderNotes } from '@portal/shared/orders/get-job-order-notes';
import type { getJobOrders } from '@portal/shared/orders/get-job-orders';
import type { CallResponse } from '@portal/shared/platform/contract';
import type { getJobOrderStatuses } from '@portal/shared/reference/get-job-order-statuses';

/** Shapes of the order tracking answers, from the calls' contracts (packages/shared/src/orders), as the screens use them. */
export type OrderPage = CallResponse<typeof getJobOrders>;
export type OrderRow = OrderPage['items'][number];

/** Everything about one order (the three kinds answer the same shape). */
export type OrderDetail = CallResponse<typeof getJobOrderDetail>;
export type OrderAddress = OrderDetail['addresses'][number];
export type OrderLine = OrderDetail['items'][number];
/** A configuration entry of a line; an uploaded file (a drawing, a photo) has a fileUrl, shown as a link. */
export type CustomAttribute = OrderLine['customAttributes'][number];

export type OrderLineWithParts = CallResponse<typeof getJobOrderAllItems>[number];
export type SubItem = OrderLineWithParts['subItems'][number];

/** A note; kind is NOTE, CUSTOMER or INTERNAL (staff only). */
export type OrderNote = CallResponse<typeof getJobOrderNotes>[number];

/** The answer of a status change. */
export type StatusAnswer = CallResponse<typeof cancelJobOrder>;

/** A status of a status list (spec §3 "Status lists: id, name, code"): GET /EntityStatus/{list}, the reference domain's. */
export type StatusOption = CallResponse<typeof getJobOrderStatuses>[number];
