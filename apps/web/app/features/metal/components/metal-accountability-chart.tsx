import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { MetalAccountability } from '@portal/shared/metal/accountability-schemas';
import { PRODUCTION_STEPS } from '@portal/shared/metal/movement-schemas';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';

/**
 * Issued, returned and lost grams per production step over the report's metals. Loaded on its own (React.lazy), as
 * the dashboard's chart is, so that the chart library comes only with the report.
 */
export default function MetalAccountabilityChart({ report }: { report: MetalAccountability }) {
  const { t } = useTranslation();
  const format = useFormat();
  const data = PRODUCTION_STEPS.flatMap((step) => {
    const rows = report.steps.filter((s) => s.step === step);
    if (rows.length === 0) return [];
    const total = (pick: (r: (typeof rows)[number]) => number) =>
      Math.round(rows.reduce((sum, r) => sum + pick(r), 0) * 1000) / 1000;
    return [
      {
        step: t(`metal.steps.${step}`),
        issued: total((r) => r.issued),
        returned: total((r) => r.returned),
        lost: total((r) => r.lost),
      },
    ];
  });
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="step"
      series={[
        { name: 'issued', label: t('metal.loss.issued'), color: 'blue.6' },
        { name: 'returned', label: t('metal.loss.returned'), color: 'teal.6' },
        { name: 'lost', label: t('metal.loss.lost'), color: 'red.6' },
      ]}
      withLegend
      yAxisProps={{ width: 56 }}
      valueFormatter={(value) => `${format.number(value, { maximumFractionDigits: 3 })} g`}
    />
  );
}
