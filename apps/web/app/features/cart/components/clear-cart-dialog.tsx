import { Button, Group, Modal, Text } from '@mantine/core';
import { notifyError } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useClearCart } from '../api/clear-cart';

/** "Empty the cart?" (loaded on the first click: Mantine's Modal weighs 27 KB the cart page does not need to show). */
export default function ClearCartDialog({
  sessionId,
  opened,
  onClose,
}: {
  sessionId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const clear = useClearCart();
  return (
    <Modal opened={opened} onClose={onClose} title={t('cart.clearConfirmTitle')} centered>
      <Text size="sm">{t('cart.clearConfirmText')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          color="red"
          loading={clear.isPending}
          data-testid="cart-clear-confirm"
          onClick={() =>
            clear.mutate(sessionId, {
              onSuccess: onClose,
              onError: () => notifyError(t('cart.errors.updateFailed')),
            })
          }
        >
          {t('cart.clear')}
        </Button>
      </Group>
    </Modal>
  );
}
