import { Box, Burger, Button, Container, Group, Text } from '@mantine/core';
import { Tag } from '../../components/tag';
import type { AuthUser } from '@portal/shared';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { deferred } from '../../components/deferred';
import { Icon, type IconName } from '../../components/icon';
import { LanguageSwitcher } from '../../components/language-switcher';
import type { ProductCategory } from '../../features/catalog/public/get-product-categories';
import { useCartItemCount } from '../../features/cart/public/get-cart-item-count';
import { useWishlistItems } from '../../features/wishlist/public/get-wishlist-items';
import { useLocalizePath } from '../../lib/i18n/use-lang';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSession } from '../../lib/session/session';
import { useLazyDisclosure } from '../../lib/use-lazy-disclosure';
import { BrandLink } from './brand-link';
import { HeaderSearch } from './header-search';
import './storefront-header.css';
import { AccountButton, CatalogueButton } from './header-buttons';

const loadMenus = () => import('./header-menus');
const intentHandlers = (onIntent: () => void) => ({
  onPointerEnter: onIntent,
  onFocus: onIntent,
  onTouchStart: onIntent,
});
const CatalogueMenu = deferred<{ categories: ProductCategory[] }>(
  () => loadMenus().then((m) => ({ default: m.CatalogueMenu })),
  ({ onOpen, onIntent }) => <CatalogueButton onClick={onOpen} {...intentHandlers(onIntent)} />,
);
const AccountMenu = deferred<{ user: AuthUser }>(
  () => loadMenus().then((m) => ({ default: m.AccountMenu })),
  ({ user, onOpen, onIntent }) => (
    <AccountButton user={user} onClick={onOpen} {...intentHandlers(onIntent)} />
  ),
);
const StorefrontDrawer = lazy(() => loadMenus().then((m) => ({ default: m.StorefrontDrawer })));

/** Top-level categories in their rank order. */
function topCategories(categories: ProductCategory[]): ProductCategory[] {
  return categories
    .filter((c) => (c.parentID ?? c.parentId ?? null) === null)
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || a.name.localeCompare(b.name));
}

function CounterLink({
  to,
  icon,
  label,
  count,
}: {
  to: string;
  icon: IconName;
  label: string;
  count: number | null;
}) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      color="gray.0"
      c="white"
      px={8}
      aria-label={count ? t('nav.counterLabel', { label, count }) : label}
      leftSection={<Icon name={icon} />}
    >
      {count ? (
        <Tag round color="secondary" aria-hidden>
          {count}
        </Tag>
      ) : (
        <Text span visibleFrom="md" inherit>
          {label}
        </Text>
      )}
    </Button>
  );
}

function AccountControls() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { user } = useSession();
  if (!user) {
    return (
      <Button
        component={Link}
        to={localize('/login')}
        variant="white"
        color="brand"
        data-testid="sign-in-link"
      >
        {t('nav.signIn')}
      </Button>
    );
  }
  return <AccountMenu user={user} />;
}

/** spec §1 storefront header: catalogue menu, product search, cart and wish-list counters, sign in, language. */
export function StorefrontHeader({
  categories,
  companyName,
}: {
  categories: ProductCategory[];
  companyName?: string;
}) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { user } = useSession();
  // The drawer's code comes with the first opening (or earlier, with the menus once the page is idle).
  const drawer = useLazyDisclosure();
  const cartCount = useCartItemCount(user !== null).data ?? null;
  const wishlistCount = useWishlistItems(user !== null).data?.length ?? null;
  const top = topCategories(categories);

  return (
    <Box component="header" className="storefront-header" bg="brand.6" c="white">
      <Container size="xl">
        {/* Brand, menu, search and the counters in a row; on a phone the search takes a row of its own below. */}
        <div className="storefront-header-bar">
          <Group gap="xs" wrap="nowrap" className="storefront-header-brand">
            <Burger
              opened={drawer.opened}
              onClick={drawer.toggle}
              color="white"
              size="sm"
              hiddenFrom="sm"
              aria-label={t('nav.openMenu')}
            />
            <BrandLink name={companyName} />
          </Group>

          <Group gap={4} visibleFrom="sm" component="nav" aria-label={t('nav.storefront')}>
            <CatalogueMenu categories={top} />
          </Group>

          <div className="storefront-header-search">
            <HeaderSearch />
          </div>

          <Group gap={4} wrap="nowrap" justify="flex-end" className="storefront-header-actions">
            <Box visibleFrom="sm">
              <LanguageSwitcher tone="dark" />
            </Box>
            <CounterLink
              to={localize('/wishlist')}
              icon="heart"
              label={t('nav.wishlist')}
              count={wishlistCount}
            />
            <CounterLink
              to={localize('/shopping-cart')}
              icon="cart"
              label={t('nav.cart')}
              count={cartCount}
            />
            <AccountControls />
          </Group>
        </div>
      </Container>

      {drawer.loaded && (
        <Suspense fallback={null}>
          <StorefrontDrawer categories={top} opened={drawer.opened} onClose={drawer.close} />
        </Suspense>
      )}
    </Box>
  );
}
