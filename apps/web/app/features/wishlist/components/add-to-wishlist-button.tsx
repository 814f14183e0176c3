import { Button } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../../components/icon';
import { notifySuccess } from '../../../lib/feedback';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { useSession } from '../../../lib/session/session';
import { useAddToWishlist } from '../api/add-to-wishlist';

/** "Add to wish list" for a signed-in user; a visitor gets a link to sign in that comes back to this page. */
export function AddToWishlistButton({
  itemTypeID,
  metalID,
  variantIDs,
  quantity,
  configuration,
}: {
  itemTypeID: number;
  metalID: number | null;
  variantIDs: number[];
  quantity: number;
  /** A ring's size and the engraving, kept with the piece (its Add to cart carries them). */
  configuration?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const location = useLocation();
  const { user } = useSession();
  const add = useAddToWishlist();

  if (!user) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Button
        component={Link}
        to={`${localize('/login')}?redirectTo=${back}`}
        variant="light"
        leftSection={<Icon name="heart" size={18} />}
        h="auto"
        py={8}
        styles={{ label: { whiteSpace: 'normal' } }}
        data-testid="wishlist-sign-in"
      >
        {t('wishlist.signInToAdd')}
      </Button>
    );
  }
  return (
    <Button
      variant="light"
      leftSection={<Icon name="heart" size={18} />}
      loading={add.isPending}
      data-testid="add-to-wishlist"
      onClick={() =>
        add.mutate(
          { itemTypeID, metalID, configuration: { variantIDs, quantity, ...configuration } },
          { onSuccess: () => notifySuccess(t('wishlist.added')) },
        )
      }
    >
      {t('wishlist.add')}
    </Button>
  );
}
