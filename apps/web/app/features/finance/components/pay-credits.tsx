import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { CreditError, CreditPlan } from '../pay-allocation';

/**
 * The customer's credits in the pay dialog: what it holds, how much of it pays these invoices (as much as is useful
 * unless the payer types another amount) and what is left for the card.
 */
export function PayCredits({
  availableCents,
  credits,
  value,
  onChange,
  money,
  aboveUsefulKey = 'finance.pay.errors.aboveInvoices',
}: {
  availableCents: number;
  credits: CreditPlan;
  /** The amount as the input shows it. */
  value: string;
  onChange: (text: string) => void;
  money: (cents: number) => string;
  /** What "more than is useful" is called where the credits are offered (the invoices, or the order's total). */
  aboveUsefulKey?: string;
}) {
  const { t } = useTranslation();
  const errorKey = (error: CreditError) =>
    error === 'aboveInvoices' ? aboveUsefulKey : `finance.pay.errors.${error}`;
  return (
    <Stack gap={4} data-testid="pay-credits">
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label={t('finance.pay.credits')}
          description={t('finance.pay.creditsAvailable', { amount: money(availableCents) })}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={
            credits.error
              ? t(errorKey(credits.error), {
                  available: money(availableCents),
                  useful: money(credits.usefulCents),
                })
              : undefined
          }
          inputMode="decimal"
          w={220}
          styles={{ input: { textAlign: 'right' } }}
          data-testid="pay-credit-amount"
        />
        <Text size="sm" fw={600} data-testid="pay-card-rest">
          {t('finance.pay.cardRest', { amount: money(credits.cardCents) })}
        </Text>
      </Group>
    </Stack>
  );
}
