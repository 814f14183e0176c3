import { Button, Group, Stack } from '@mantine/core';
import type { CartView } from '../api/get-cart';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { notifyDone, notifyError } from '../../../lib/feedback';
import { TextAreaField, TextField } from '../../../components/text-fields';
import { useUpdateExtraInfo } from '../api/update-extra-info';

/** PO number and notes of the cart (spec §3 Cart shoppingCartExtraInfo), kept on the server with the cart. */
export function CartExtraInfoForm({ cart }: { cart: CartView }) {
  const { t } = useTranslation();
  const update = useUpdateExtraInfo();
  const saved = cart.shoppingCartExtraInfo;
  const [poNumber, setPoNumber] = useState<string | null>(null);
  const [notes, setNotes] = useState<string | null>(null);
  const shownPo = poNumber ?? saved.poNumber ?? '';
  const shownNotes = notes ?? saved.notes ?? '';
  const changed = shownPo !== (saved.poNumber ?? '') || shownNotes !== (saved.notes ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { sessionId: cart.sessionId, poNumber: shownPo.trim() || null, notes: shownNotes.trim() || null },
      {
        onSuccess: () => {
          setPoNumber(null);
          setNotes(null);
          notifyDone('saved');
        },
        onError: () => notifyError(t('cart.errors.updateFailed')),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="cart-extra-info">
      <Stack gap="sm">
        <TextField
          label={t('cart.extra.poNumber')}
          value={shownPo}
          onChange={setPoNumber}
          maxLength={60}
          testId="cart-po-number"
        />
        <TextAreaField
          label={t('cart.extra.notes')}
          value={shownNotes}
          onChange={setNotes}
          maxLength={2000}
          testId="cart-notes"
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" disabled={!changed} loading={update.isPending}>
            {t('cart.extra.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
