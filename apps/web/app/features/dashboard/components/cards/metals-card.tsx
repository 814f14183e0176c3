import { SegmentedControl, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import type { DashboardMetal } from '@portal/shared/dashboard/schemas';
import { lazy, Suspense, useState } from 'react';
import { notifyOperationFailed } from '../../../../lib/feedback';
import { useFormat } from '../../../../lib/i18n/use-format';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useLang } from '../../../../lib/i18n/use-lang';
import { priceBasisWords } from '../../../catalog/public/price-basis-words';
import { useDashboardMetals } from '../../api/card-queries';
import { usePrimitiveSetting, useSavePrimitiveSetting } from '../../api/settings';
import { CardState } from '../card-state';

// Market metal prices are quoted in US dollars per troy ounce.
const MARKET_CURRENCY = 'USD';
const RANGES = ['1', '3', '6', '12'] as const;
const MetalTrendChart = lazy(() => import('./metal-trend-chart'));
// Darker than the theme's green 9 and red 8, which fall under 4.5:1 as small text on white.
const RISE = '#1e6b34';
const FALL = '#b02a2a';

function change(metal: DashboardMetal) {
  return metal.periodStartPrice > 0 ? (metal.pricePerOunce / metal.periodStartPrice - 1) * 100 : 0;
}

/**
 * Each market metal's price now and its move over the period, and the trend of the one chosen. The period is a
 * setting of the user (CPV3_DASHBOARD_METALS_MONTHS). The chart and its styles come in a chunk of their own.
 */
export function MetalsCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useLang();
  const setting = usePrimitiveSetting('CPV3_DASHBOARD_METALS_MONTHS');
  const save = useSavePrimitiveSetting('CPV3_DASHBOARD_METALS_MONTHS');
  const months = save.isPending ? (save.variables ?? '12') : (setting.data?.value ?? '12');
  const query = useDashboardMetals(Number(months));
  const [chosen, setChosen] = useState('GOLD');

  return (
    <Stack gap="sm">
      <SegmentedControl
        size="xs"
        aria-label={t('dashboard.metalRange')}
        value={months}
        onChange={(value) =>
          save.mutate(value, { onError: () => notifyOperationFailed('save', t('dashboard.settingsName')) })
        }
        data={RANGES.map((value) => ({ value, label: t('dashboard.months', { count: Number(value) }) }))}
      />
      <CardState query={query} loadName={t('dashboard.cards.METALS.loadName')} skeletonRows={6}>
        {(metals) => {
          const metal = metals.find((m) => m.code === chosen) ?? metals[0];
          return (
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 2, xs: 4, md: 2, xl: 4 }} spacing="xs">
                {metals.map((m) => {
                  const moved = change(m);
                  return (
                    <UnstyledButton
                      key={m.code}
                      onClick={() => setChosen(m.code)}
                      aria-pressed={m.code === metal?.code}
                      p={6}
                      style={{
                        borderRadius: 'var(--mantine-radius-sm)',
                        border: `1px solid var(--mantine-color-${m.code === metal?.code ? 'brand-6' : 'gray-3'})`,
                      }}
                    >
                      <Text size="xs" c="dimmed">
                        {m.name}
                      </Text>
                      <Text fw={700} size="sm">
                        {format.money(m.pricePerOunce, MARKET_CURRENCY)}
                      </Text>
                      <Text size="xs" c={moved >= 0 ? RISE : FALL}>
                        {t('dashboard.changeSince', {
                          change: format.number(moved / 100, {
                            style: 'percent',
                            maximumFractionDigits: 1,
                            signDisplay: 'exceptZero',
                          }),
                          months,
                        })}
                      </Text>
                    </UnstyledButton>
                  );
                })}
              </SimpleGrid>
              {metal && (
                <figure style={{ margin: 0 }}>
                  {/* The chart is one picture to assistive technology; the tiles above give its numbers. */}
                  <div role="img" aria-label={t('dashboard.metalChart', { metal: metal.name })}>
                    <Suspense fallback={<Skeleton h={200} radius="sm" />}>
                      <MetalTrendChart metal={metal} currency={MARKET_CURRENCY} />
                    </Suspense>
                  </div>
                  <Text component="figcaption" size="xs" c="dimmed" mt={4}>
                    {t('dashboard.metalChart', { metal: metal.name })} ·{' '}
                    {t('dashboard.updated', { date: format.dateTime(metal.updatedAt) })}
                    <Text component="span" display="block" size="xs" c="dark.7" data-testid="metal-basis">
                      {t('dashboard.metalBasis', {
                        basis: priceBasisWords(metal.priceBasis, lang, MARKET_CURRENCY),
                      })}
                    </Text>
                  </Text>
                </figure>
              )}
            </Stack>
          );
        }}
      </CardState>
    </Stack>
  );
}
