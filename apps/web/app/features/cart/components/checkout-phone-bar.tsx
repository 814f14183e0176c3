import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormat } from '../../../lib/i18n/use-format';

/**
 * On a phone the order summary comes after the whole form: this bar keeps the grand total and the submit button at
 * the bottom of the screen while the addresses are filled in. Wider screens have the summary beside the form.
 */
export function CheckoutPhoneBar({
  grandTotal,
  currency,
  pending,
  disabled,
  label,
}: {
  grandTotal: number;
  currency: string;
  pending: boolean;
  disabled: boolean;
  /** What the button does: place the order, or place it and pay. */
  label: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Paper
      hiddenFrom="md"
      withBorder
      shadow="md"
      p="sm"
      mt="md"
      style={{ position: 'sticky', bottom: 0, zIndex: 5 }}
      data-testid="checkout-phone-bar"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0}>
          <Text size="xs" c="dark.4">
            {t('cart.totals.grandTotal')}
          </Text>
          <Text fw={700} data-testid="checkout-phone-total">
            {format.money(grandTotal, currency)}
          </Text>
        </Stack>
        {/* The label may take two lines on a narrow phone ("Valider la commande et payer") rather than be cut. */}
        <Button
          type="submit"
          loading={pending}
          disabled={disabled}
          h="auto"
          mih={36}
          py={6}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 } }}
          data-testid="submit-order-phone"
        >
          {label}
        </Button>
      </Group>
    </Paper>
  );
}
