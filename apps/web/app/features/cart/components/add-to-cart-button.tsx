import { Button } from '@mantine/core';
import { hasPermission } from '@portal/shared/auth/permission-check';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../lib/session/session';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Icon } from '../../../components/icon';
import { notifyError, notifySuccess } from '../../../lib/feedback';
import { type AddToCartInput, useAddToCart } from '../api/add-to-cart';
import { getCartLines } from '../api/get-cart-lines';
import { clashesOnAdding, type RingSizeClash } from '../same-ring-size';

const SameRingSizeModal = lazy(() => import('./same-ring-size-modal'));

/**
 * "Add to cart" with what the product page configured (metal, options, size, engraving, quantity). Visitors may fill a
 * cart too: it becomes theirs when they sign in. A signed-in user without the cart's right (read-only) is not offered
 * it: the API would refuse it (403). A ring whose size another ring of the cart has is asked about first (spec §5).
 */
export function AddToCartButton({ name, ...item }: AddToCartInput & { name: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const add = useAddToCart();
  const [checking, setChecking] = useState(false);
  const [clashes, setClashes] = useState<RingSizeClash[] | null>(null);
  if (user && !hasPermission(user.permissions, 'CP_SHOPPING_CART:EDIT')) return null;

  const send = () =>
    add.mutate(item, {
      onSuccess: () => notifySuccess(t('cart.added', { name })),
      // spec §8: add to cart fails.
      onError: () => notifyError(t('cart.errors.generic')),
    });

  const onClick = async () => {
    const configuration = item.configuration ?? {};
    if (configuration.ringSize === undefined) return send();
    setChecking(true);
    const found = clashesOnAdding(await getCartLines(user !== null), {
      name,
      metalName: null,
      configuration,
    });
    setChecking(false);
    if (found.length > 0) return setClashes(found);
    send();
  };

  return (
    <>
      <Button
        size="md"
        leftSection={<Icon name="cart" size={18} />}
        loading={add.isPending || checking}
        data-testid="add-to-cart"
        onClick={() => void onClick()}
      >
        {t('cart.add')}
      </Button>
      {clashes && (
        <Suspense fallback={null}>
          <SameRingSizeModal
            clashes={clashes}
            opened
            onCancel={() => setClashes(null)}
            onProceed={() => {
              setClashes(null);
              send();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
