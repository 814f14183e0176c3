import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { DashboardMetal } from '@portal/shared/dashboard/schemas';
import { useFormat } from '../../../../lib/i18n/use-format';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { metalChartPoints } from '../../metal-chart';

/**
 * The price trend of one metal: the prices the alloy was sold on and, when staff record them, the fixings beside them.
 * Loaded on its own (React.lazy from the metal card), so the chart library and its styles come only when the chart is
 * drawn: the other cards and the storefront never wait for them.
 */
export default function MetalTrendChart({ metal, currency }: { metal: DashboardMetal; currency: string }) {
  const format = useFormat();
  const { t } = useTranslation();
  const withFixings = metal.fixings.length > 0;
  return (
    <LineChart
      h={withFixings ? 230 : 200}
      data={metalChartPoints(metal).map((point) => ({
        ...point,
        date: format.date(point.at, { month: 'short', day: 'numeric' }),
      }))}
      dataKey="date"
      series={[
        { name: 'price', label: t('dashboard.metalPriceSeries'), color: 'brand.6' },
        ...(withFixings ? [{ name: 'fixing', label: t('dashboard.fixingSeries'), color: 'orange.8' }] : []),
      ]}
      curveType="monotone"
      connectNulls
      withDots={false}
      withLegend={withFixings}
      yAxisProps={{
        domain: ['auto', 'auto'],
        width: 56,
        // Whole units on the axis keep its labels inside a phone-wide card; the tooltip has cents.
        tickFormatter: (value: number) => format.number(value, { maximumFractionDigits: 0 }),
      }}
      valueFormatter={(value) => format.money(value, currency)}
    />
  );
}
