import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';

/**
 * How a payment came in: for a card, its brand and last 4 digits (all the API keeps of a card) over the processor;
 * otherwise the processor (cheque, wire, PayPal…).
 */
export function PaymentMethod({ processor, cardLabel }: { processor: string; cardLabel: string | null }) {
  const { t } = useTranslation();
  const name = t(`finance.processor.${processor}`, { defaultValue: processor });
  if (!cardLabel) return <>{name}</>;
  return (
    <div>
      <Text size="sm" component="div" style={{ whiteSpace: 'nowrap' }}>
        {cardLabel}
      </Text>
      <Text size="xs" c="dimmed" component="div">
        {name}
      </Text>
    </div>
  );
}

/** The method as the CSV holds it. */
export const paymentMethodCsv = (processor: string, cardLabel: string | null) =>
  cardLabel ? `${cardLabel} (${processor})` : processor;
