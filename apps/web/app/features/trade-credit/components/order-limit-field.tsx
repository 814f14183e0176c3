import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useOrderLimit, useSaveOrderLimit } from '../api/order-limit';

/** A buyer's order limit on the user management screen: an amount, or empty for no limit. */
export function OrderLimitField({ userId, customerId }: { userId: number; customerId: number }) {
  const { t } = useTranslation();
  const current = useOrderLimit(userId, customerId);
  const save = useSaveOrderLimit(userId, customerId);
  // What the administrator typed; until then, the saved limit.
  const [typed, setValue] = useState<string | null>(null);
  const saved = current.data?.orderLimit;
  const value = typed ?? (saved === null || saved === undefined ? '' : saved.toFixed(2));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(value.trim() === '' ? null : value.trim(), {
          onSuccess: () => notifySuccess(t('heldOrders.orderLimitSaved')),
        });
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <TextInput
          size="xs"
          w={110}
          inputMode="decimal"
          aria-label={t('heldOrders.orderLimit')}
          title={t('heldOrders.orderLimitHelp')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          data-testid="order-limit"
        />
        <Button size="xs" variant="light" type="submit" loading={save.isPending}>
          {t('heldOrders.save')}
        </Button>
      </Group>
    </form>
  );
}
