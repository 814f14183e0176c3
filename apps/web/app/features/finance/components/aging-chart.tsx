import type { AgingAmounts } from '@portal/shared/finance/statement-schemas';

export const AGING_KEYS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
const COLOURS = ['#2f9e44', '#f59f00', '#f76707', '#e03131', '#862e9c'];

/**
 * The totals of the five buckets as horizontal bars, in plain SVG (no chart library for five bars): each bar's
 * length is its share of the largest, its amount written beside it.
 */
export function AgingChart({
  totals,
  labels,
  formatAmount,
}: {
  totals: AgingAmounts;
  labels: Record<(typeof AGING_KEYS)[number], string>;
  formatAmount: (value: number) => string;
}) {
  const largest = Math.max(...AGING_KEYS.map((k) => totals[k]), 0.01);
  const rowHeight = 30;
  return (
    <svg
      role="img"
      aria-label={AGING_KEYS.map((k) => `${labels[k]}: ${formatAmount(totals[k])}`).join(', ')}
      viewBox={`0 0 600 ${rowHeight * AGING_KEYS.length}`}
      width="100%"
      data-testid="aging-chart"
    >
      {AGING_KEYS.map((key, i) => {
        const width = Math.max((totals[key] / largest) * 300, totals[key] > 0 ? 2 : 0);
        const y = i * rowHeight;
        return (
          <g key={key}>
            <text x={0} y={y + 19} fontSize={13} fill="currentColor">
              {labels[key]}
            </text>
            <rect x={140} y={y + 6} width={width} height={rowHeight - 12} rx={3} fill={COLOURS[i]} />
            <text x={150 + width} y={y + 19} fontSize={13} fill="currentColor">
              {formatAmount(totals[key])}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
