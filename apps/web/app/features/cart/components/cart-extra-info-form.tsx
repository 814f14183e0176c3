import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { CartView } from '../api/get-cart';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { notifyDone, notifyError } from '../../../lib/feedback';
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
        <TextInput
          label={t('cart.extra.poNumber')}
          value={shownPo}
          onChange={(event) => setPoNumber(event.currentTarget.value)}
          maxLength={60}
          data-testid="cart-po-number"
        />
        <Textarea
          label={t('cart.extra.notes')}
          value={shownNotes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={2}
          maxRows={6}
          data-testid="cart-notes"
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
