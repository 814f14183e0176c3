import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCommissionRate, useSetCommissionRate } from '../api/commission-rate';

/** Staff set the funeral home's commission rate; it holds for the family orders paid from now on. */
export function RateEditor({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const current = useCommissionRate(customerId);
  const save = useSetCommissionRate(customerId);
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? (current.data ? String(current.data.rate) : '');
  const error =
    save.error instanceof ApiError ? (save.error.errorMessages[0]?.value ?? save.error.message) : undefined;
  return (
    <Group align="flex-end" wrap="wrap">
      <TextInput
        label={t('commissions.rateLabel')}
        value={value}
        onChange={(e) => setTyped(e.currentTarget.value)}
        inputMode="decimal"
        rightSection="%"
        error={error}
        w={{ base: '100%', xs: 200 }}
        data-testid="commission-rate"
      />
      <Button
        variant="default"
        loading={save.isPending}
        disabled={typed === null}
        onClick={() =>
          save.mutate(value.trim().replace(',', '.'), {
            onSuccess: (answer) => {
              setTyped(null);
              notifySuccess(t('commissions.rateSaved', { rate: answer.rate }));
            },
          })
        }
        data-testid="commission-rate-save"
      >
        {t('commissions.rateSave')}
      </Button>
    </Group>
  );
}
