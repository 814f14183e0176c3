import { Button } from '@mantine/core';
import { hasPermission } from '@portal/shared/auth/permission-check';
import { useSession } from '../../../lib/session/session';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Icon } from '../../../components/icon';
import { notifyError, notifySuccess } from '../../../lib/feedback';
import { type AddToCartInput, useAddToCart } from '../api/add-to-cart';

/**
 * "Add to cart" with what the product page configured (metal, options, quantity). Visitors may fill a cart too: it
 * becomes theirs when they sign in. A signed-in user without the cart's right (read-only) is not offered it: the API
 * would refuse it (403).
 */
export function AddToCartButton({ name, ...item }: AddToCartInput & { name: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const add = useAddToCart();
  if (user && !hasPermission(user.permissions, 'CP_SHOPPING_CART:EDIT')) return null;
  return (
    <Button
      size="md"
      leftSection={<Icon name="cart" size={18} />}
      loading={add.isPending}
      data-testid="add-to-cart"
      onClick={() =>
        add.mutate(item, {
          onSuccess: () => notifySuccess(t('cart.added', { name })),
          // spec §8: add to cart fails.
          onError: () => notifyError(t('cart.errors.generic')),
        })
      }
    >
      {t('cart.add')}
    </Button>
  );
}
