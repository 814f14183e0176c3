/**
 * The status tracking page that shows an invoice's order, from the order code's kind (spec §9 order type codes: JO,
 * SO, PQ), with the order open in its drawer (`?id=`) on the tab that holds every order.
 */
const ORDER_PAGES: Record<string, string> = {
  JO: '/backoffice/status-tracking/job-orders',
  SO: '/backoffice/status-tracking/sales-orders',
  PQ: '/backoffice/status-tracking/quotes',
};

export function orderPathOf(orderCode: string | null, orderId: number | null): string | null {
  if (!orderCode || !orderId) return null;
  const page = ORDER_PAGES[orderCode.split('-')[0]!.toUpperCase()];
  return page ? `${page}?tab=all&id=${orderId}` : null;
}
