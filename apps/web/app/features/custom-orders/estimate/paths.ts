/** Where estimates live and lead (unprefixed paths; the caller localizes them). */
export const estimatePaths = {
  /** The estimate screen; with an id, that saved estimate reopened. */
  estimate: (id?: number) => `/backoffice/order-creation/estimate${id ? `?estimate=${id}` : ''}`,
  /** What a sent estimate became: its custom order (which links its job order), or its price quote. */
  sentTo: (estimate: { sentAs: 'JO' | 'PQ' | null; customOrderId: number | null; orderId: number | null }) =>
    estimate.sentAs === 'JO' && estimate.customOrderId
      ? `/backoffice/order-creation/custom-order/${estimate.customOrderId}`
      : `/backoffice/status-tracking/quotes?id=${estimate.orderId ?? ''}`,
};

/** The saved estimate the address names (?estimate=), when it is a valid id. */
export function savedEstimateIdOf(search: URLSearchParams): number | null {
  const value = search.get('estimate');
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
