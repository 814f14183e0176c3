import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { DashboardMetal } from '@portal/shared/dashboard/schemas';
import { useFormat } from '../../../../lib/i18n/use-format';

/**
 * The price trend of one metal. Loaded on its own (React.lazy from the metal card), so the chart library and its
 * styles come only when the chart is drawn: the other cards and the storefront never wait for them.
 */
export default function MetalTrendChart({ metal, currency }: { metal: DashboardMetal; currency: string }) {
  const format = useFormat();
  return (
    <LineChart
      h={200}
      data={metal.history.map((point) => ({
        date: format.date(point.at, { month: 'short', day: 'numeric' }),
        price: point.pricePerOunce,
      }))}
      dataKey="date"
      series={[{ name: 'price', label: metal.name, color: 'brand.6' }]}
      curveType="monotone"
      withDots={false}
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
