/** Where custom orders live (unprefixed paths; the caller localizes them). */
export const customOrderPaths = {
  start: () => '/backoffice/order-creation/custom-order',
  detail: (id: number) => `/backoffice/order-creation/custom-order/${id}`,
  /** The builder of an item type; with a parent, the piece joins that set. */
  builder: (itemTypeId: number, parentId?: number | null) =>
    `/backoffice/order-creation/custom-order/item-type/${itemTypeId}${parentId ? `?parentId=${parentId}` : ''}`,
  jobOrder: (orderId: number) => `/backoffice/status-tracking/job-orders?id=${orderId}`,
  /** spec §4: after a submission the user goes to the job orders on tab new. */
  newJobOrders: () => '/backoffice/status-tracking/job-orders?tab=new',
};

/** The parent set a builder URL names (?parentId=), when it is a valid id. */
export function parentIdOf(search: URLSearchParams): number | null {
  const value = search.get('parentId');
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
