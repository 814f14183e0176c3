import type { DashboardMetal } from '@portal/shared/dashboard/schemas';

/** One moment of the metal chart: the alloy's price set then, the fixing recorded then, or both. */
export interface MetalChartPoint {
  at: string;
  price?: number;
  fixing?: number;
}

/**
 * The chart's points in time order: every price change of the alloy and every fixing of the period, a change and a
 * fixing at the same moment on one point (a price taken from a fixing is recorded when the fixing is followed).
 */
export function metalChartPoints(metal: Pick<DashboardMetal, 'history' | 'fixings'>): MetalChartPoint[] {
  const points = new Map<string, MetalChartPoint>();
  const at = (moment: string) => {
    let point = points.get(moment);
    if (!point) points.set(moment, (point = { at: moment }));
    return point;
  };
  for (const change of metal.history) at(change.at).price = change.pricePerOunce;
  for (const fixing of metal.fixings) at(fixing.at).fixing = fixing.pricePerOunce;
  return [...points.values()].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
