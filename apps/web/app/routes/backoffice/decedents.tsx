import { hasPermission } from '@portal/shared';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/decedents';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { useAddToCart } from '../../features/cart/public/add-to-cart';
import { CustomerSelect, type PickedCustomer } from '../../features/customers/public/customer-select';
import { DecedentsPage } from '../../features/decedents/public/decedents-page';
import { FamilyLinksSection } from '../../features/family-links/public/family-links-section';
import { pieceOf } from '../../features/decedents/public/piece-to-make';
import { notifyError, notifySuccess } from '../../lib/feedback';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCurrentUser } from '../../lib/session/session';

/**
 * /backoffice/decedents: a funeral home's decedents and their fingerprints (docs/decisions.md "Decedents and
 * fingerprints"). Staff see every funeral home's and may narrow to one, which they then record for. Opened from the
 * configurator's "Use a fingerprint" with the configured piece in the address, each print offers to put that piece in
 * the cart made from it.
 */
export default function Decedents() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isStaff = user.kind === 'staff';
  const mayEdit = hasPermission(user.permissions, 'CP_DECEDENTS:EDIT');
  const [picked, setPicked] = useState<PickedCustomer | null>(null);
  const [search] = useSearchParams();
  const piece = useMemo(() => pieceOf(search), [search]);
  const add = useAddToCart();
  const makeWith = piece
    ? {
        name: piece.name,
        pending: add.isPending,
        onMake: (fingerprintId: number) =>
          add.mutate(
            {
              itemTypeID: piece.itemTypeID,
              metalID: piece.metalID,
              variantIDs: piece.variantIDs,
              quantity: piece.quantity,
              fingerprintId,
            },
            {
              onSuccess: () => notifySuccess(t('cart.added', { name: piece.name })),
              // spec §8: add to cart fails.
              onError: () => notifyError(t('cart.errors.generic')),
            },
          ),
      }
    : undefined;
  return (
    <>
      <PageHeader />
      <DecedentsPage
        isStaff={isStaff}
        canEdit={mayEdit}
        mayOrder={hasPermission(user.permissions, 'CP_SHOPPING_CART:EDIT')}
        customerId={isStaff ? (picked?.id ?? null) : null}
        makeWith={makeWith}
        drawerExtra={(d) => <FamilyLinksSection decedentId={d.id} canEdit={mayEdit && !d.archived} />}
        customerFilter={
          isStaff ? (
            <CustomerSelect
              value={picked?.id ?? null}
              onChange={setPicked}
              onClear={() => setPicked(null)}
              label={t('decedents.fields.funeralHome')}
              placeholder={t('decedents.allFuneralHomes')}
              testId="decedents-customer-select"
            />
          ) : undefined
        }
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
