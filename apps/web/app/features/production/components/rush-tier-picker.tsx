import { Card, Loader, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { rushFee, rushFeeLineName } from '@portal/shared/production/rush-rules';
import { formatDate, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLang } from '../../../lib/i18n/use-lang';
import { useRushTiers } from '../api/rush';

export interface RushChoice {
  /** Null: no tier, no date asked. */
  tierId: number | null;
  neededBy: string;
}

/** A day written YYYY-MM-DD, shown as the calendar day it names whatever the browser's time zone. */
const dayLabel = (day: string, lang: 'en' | 'fr') =>
  formatDate(`${day}T00:00:00Z`, lang, { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The checkout's rush tiers: each tier with the earliest day it can meet and its fee on this cart, and
 * the day the customer needs the piece by. The fee is the shared rule the server charges.
 */
export function RushTierPicker({
  goods,
  currency,
  value,
  onChange,
}: {
  /** The cart's goods after discount: what a tier's fee is a percent of. */
  goods: number;
  currency: string;
  value: RushChoice;
  onChange: (next: RushChoice) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const tiers = useRushTiers();
  return (
    <Card withBorder padding="lg" data-testid="rush-tiers">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('production.rush.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('production.rush.help')}
        </Text>
        {tiers.data ? (
          <Radio.Group
            value={value.tierId === null ? 'none' : String(value.tierId)}
            onChange={(next) => onChange({ ...value, tierId: next === 'none' ? null : Number(next) })}
            aria-label={t('production.rush.title')}
          >
            <Stack gap="xs">
              <Radio value="none" label={t('production.rush.none')} data-testid="rush-tier-none" />
              {tiers.data.map((tier) => (
                <Radio
                  key={tier.id}
                  value={String(tier.id)}
                  data-testid={`rush-tier-${tier.code}`}
                  label={tier.name}
                  description={[
                    tier.earliestOn
                      ? t('production.rush.earliest', { day: dayLabel(tier.earliestOn, lang) })
                      : t('production.rush.full'),
                    t('production.rush.fee', {
                      percent: tier.feePercent,
                      amount: formatMoney(rushFee(goods, tier.feePercent), currency, lang),
                    }),
                  ].join(' · ')}
                  disabled={!tier.earliestOn}
                />
              ))}
            </Stack>
          </Radio.Group>
        ) : tiers.isError ? (
          <Text c="red">{t('production.rush.loadFailed')}</Text>
        ) : (
          <Loader size="sm" aria-label={t('app.loading')} />
        )}
        <TextInput
          type="date"
          label={t('production.rush.neededBy')}
          description={t('production.rush.neededByHelp')}
          value={value.neededBy}
          disabled={value.tierId === null}
          onChange={(event) => onChange({ ...value, neededBy: event.currentTarget.value })}
          data-testid="rush-needed-by"
        />
      </Stack>
    </Card>
  );
}

/**
 * The chosen tier's fee on the cart as the order's line will carry it, named as the server names it (null without a
 * tier or with a fee of 0).
 */
export function useRushFeeLine(choice: RushChoice, goods: number): { name: string; fee: number } | null {
  const tiers = useRushTiers();
  const lang = useLang();
  const tier = tiers.data?.find((x) => x.id === choice.tierId);
  const fee = tier ? rushFee(goods, tier.feePercent) : 0;
  return tier && fee > 0 ? { name: rushFeeLineName(lang, tier.name, tier.feePercent), fee } : null;
}

export { dayLabel };
