import { Alert, Box, Checkbox, Loader, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePaymentProcessor } from '../api/get-payment-processor';
import { type HostedCard, mountHostedCard } from '../hosted-card';
import type { PaymentProcessorInfo } from '@portal/shared/finance/credit-card-schemas';

export interface NewCard {
  processor: PaymentProcessorInfo;
  hosted: HostedCard;
}

/**
 * A card typed into the processor's own frame (hosted fields), the name on it, and whether to keep it for next time.
 * `onReady` gets the mounted card (null while loading or after it is gone).
 */
export function NewCardFields({
  onReady,
  cardholderName,
  onCardholderName,
  save,
  onSave,
  nameError,
}: {
  onReady: (card: NewCard | null) => void;
  cardholderName: string;
  onCardholderName: (name: string) => void;
  save?: boolean;
  /** Without it the "keep for next time" box is left out (my profile's add-card dialog always keeps the card). */
  onSave?: (save: boolean) => void;
  nameError?: string;
}) {
  const { t } = useTranslation();
  const processor = usePaymentProcessor(true);
  const frame = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(false);
  const [failed, setFailed] = useState(false);
  const info = processor.data;

  useEffect(() => {
    if (!info || !frame.current) return;
    let cancelled = false;
    let card: HostedCard | null = null;
    mountHostedCard(info, frame.current).then(
      (hosted) => {
        if (cancelled) return hosted.destroy();
        card = hosted;
        setMounted(true);
        onReady({ processor: info, hosted });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      card?.destroy();
      onReady(null);
    };
  }, [info, onReady]);

  return (
    <Stack gap="xs" pl={30} data-testid="pay-new-card">
      <TextInput
        label={t('finance.card.cardholderName')}
        value={cardholderName}
        onChange={(event) => onCardholderName(event.currentTarget.value)}
        error={nameError}
        maxLength={100}
        autoComplete="cc-name"
        data-testid="pay-cardholder-name"
      />
      {(processor.isPending || (info && !mounted && !failed)) && (
        <Loader size="sm" aria-label={t('app.loading')} />
      )}
      {/* spec §8: 'Error while getting payment processor'; a processor read but whose fields did not load says so. */}
      {(processor.isError || failed) && (
        <Alert color="red" role="alert" data-testid="pay-processor-failed">
          {processor.isError ? t('finance.card.processorFailed') : t('finance.card.fieldsFailed')}
        </Alert>
      )}
      {/* The processor's frame goes here: the card number never passes through this page. */}
      <Box ref={frame} aria-label={t('finance.card.fields')} data-testid="pay-card-frame" />
      {onSave && (
        <Checkbox
          label={t('finance.card.save')}
          checked={save}
          onChange={(event) => onSave(event.currentTarget.checked)}
          data-testid="pay-save-card"
        />
      )}
    </Stack>
  );
}
