import { ActionIcon, Alert, Anchor, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { storefrontPaths } from '@portal/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { mediaSrcSet, mediaUrl } from '../../../lib/media';
import { useSession } from '../../../lib/session/session';
import { type WishlistItem, useWishlistItems } from '../api/get-wishlist-items';
import { useRemoveWishlistItem } from '../api/remove-wishlist-item';

/** What a row offers beyond removing it (the page puts Add to cart there: features do not import each other). */
export type WishlistActions = (item: WishlistItem) => ReactNode;

function WishlistRow({
  item,
  currency,
  actions,
}: {
  item: WishlistItem;
  currency: string;
  actions?: WishlistActions;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const localize = useLocalizePath();
  const remove = useRemoveWishlistItem();
  const picture = item.productImageURLs[0];
  return (
    <Card withBorder padding="sm" radius="md" data-testid="wishlist-item">
      <Group wrap="nowrap" gap="md" align="flex-start">
        {picture ? (
          <img
            src={mediaUrl(picture, 160)}
            srcSet={mediaSrcSet(picture, 160, 320)}
            sizes="72px"
            alt=""
            width={72}
            height={72}
            style={{ objectFit: 'contain', flexShrink: 0 }}
          />
        ) : (
          <Center w={72} h={72} bg="gray.1" c="gray.5" style={{ flexShrink: 0 }}>
            <Icon name="photo" size={32} />
          </Center>
        )}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={localize(storefrontPaths.product(item.code))} fw={600} lineClamp={2}>
            {item.name}
          </Anchor>
          {item.metalName && (
            <Text size="sm" c="dimmed">
              {item.metalName}
            </Text>
          )}
          <Text fw={700} c="brand.8">
            {format.money(item.price, currency)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('wishlist.addedOn', { date: format.date(item.createdAt) })}
          </Text>
          {actions && <Group mt={6}>{actions(item)}</Group>}
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t('wishlist.remove', { name: item.name })}
          onClick={() => remove.mutate(item.id)}
          loading={remove.isPending}
          data-testid="wishlist-remove"
        >
          <Icon name="trash" size={18} />
        </ActionIcon>
      </Group>
    </Card>
  );
}

/** /wishlist: the signed-in user's saved pieces; a visitor is asked to sign in. */
export function WishlistView({ currency, actions }: { currency: string; actions?: WishlistActions }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { user } = useSession();
  const items = useWishlistItems(user !== null);

  if (!user) {
    return (
      <Alert
        color="brand"
        variant="light"
        title={t('wishlist.signInTitle')}
        data-testid="wishlist-sign-in-prompt"
      >
        {t('wishlist.signInText')}
        <Group mt="md">
          <Button
            component={Link}
            to={`${localize('/login')}?redirectTo=${encodeURIComponent(localize('/wishlist'))}`}
          >
            {t('nav.signIn')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (items.isPending) return <Loader aria-label={t('app.loading')} />;
  if (items.isError) return <Alert color="red">{t('wishlist.loadFailed')}</Alert>;
  if (items.data.length === 0) {
    return (
      <Stack align="flex-start" data-testid="wishlist-empty">
        <Text>{t('wishlist.empty')}</Text>
        <Button component={Link} to={localize(storefrontPaths.catalogue())} variant="light">
          {t('home.browseCatalogue')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" maw={860} data-testid="wishlist-items">
      {items.data.map((item) => (
        <WishlistRow key={item.id} item={item} currency={currency} actions={actions} />
      ))}
    </Stack>
  );
}
