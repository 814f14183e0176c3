import {
  Badge,
  Box,
  Burger,
  Button,
  Container,
  Drawer,
  Group,
  Menu,
  NavLink,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/icon';
import { LanguageSwitcher } from '../../components/language-switcher';
import type { ProductCategory } from '../../features/catalog/api/get-product-categories';
import { useCartItemCount } from '../../features/cart/api/get-cart-item-count';
import { useWishlistItems } from '../../features/wishlist/api/get-wishlist-items';
import { useLocalizePath } from '../../lib/i18n/use-lang';
import { homePathFor } from '../../lib/session/access';
import { useSession } from '../../lib/session/session';
import { BrandLink } from './brand-link';

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
        <Badge size="sm" circle color="secondary.4" c="brand.9" aria-hidden="true">
          {count}
        </Badge>
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
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <Button
          variant="white"
          color="brand"
          rightSection={<Icon name="chevronDown" size={16} />}
          data-testid="user-menu"
        >
          <Text span inherit lineClamp={1} maw={{ base: 90, sm: 160 }}>
            {user.firstName || user.fullName}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.fullName}</Menu.Label>
        <Menu.Item
          component={Link}
          to={localize(homePathFor(user))}
          leftSection={<Icon name="dashboard" size={16} />}
        >
          {t('nav.backoffice')}
        </Menu.Item>
        <Menu.Item component={Link} to={localize('/logout')} leftSection={<Icon name="logout" size={16} />}>
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** spec §1 storefront header: catalogue menu, cart and wish-list counters, sign in, language. */
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
  const [drawerOpened, drawer] = useDisclosure(false);
  const cartCount = useCartItemCount(user !== null).data ?? null;
  const wishlistCount = useWishlistItems(user !== null).data?.length ?? null;
  const top = topCategories(categories);

  return (
    <Box component="header" className="storefront-header" bg="brand.6" c="white">
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              color="white"
              size="sm"
              hiddenFrom="sm"
              aria-label={t('nav.openMenu')}
            />
            <BrandLink name={companyName} />
          </Group>

          <Group gap={4} visibleFrom="sm" component="nav" aria-label={t('nav.storefront')}>
            <Menu position="bottom-start" width={240}>
              <Menu.Target>
                <Button
                  variant="subtle"
                  color="gray.0"
                  c="white"
                  rightSection={<Icon name="chevronDown" size={16} />}
                  data-testid="catalogue-menu"
                >
                  {t('nav.catalogue')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item component={Link} to={localize('/catalogue')}>
                  {t('nav.allProducts')}
                </Menu.Item>
                {top.length > 0 && <Menu.Divider />}
                {top.map((category) => (
                  <Menu.Item
                    key={category.id}
                    component={Link}
                    to={localize(`/catalogue/${encodeURIComponent(category.code)}`)}
                  >
                    {category.name}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>

          <Group gap={4} wrap="nowrap">
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
        </Group>
      </Container>

      <Drawer opened={drawerOpened} onClose={drawer.close} title={t('nav.menu')} size="xs" hiddenFrom="sm">
        <Stack gap={4} component="nav" aria-label={t('nav.storefront')}>
          <NavLink
            component={Link}
            to={localize('/')}
            label={t('pages.home')}
            leftSection={<Icon name="home" />}
            onClick={drawer.close}
          />
          <NavLink
            component={Link}
            to={localize('/catalogue')}
            label={t('nav.catalogue')}
            leftSection={<Icon name="book" />}
            onClick={drawer.close}
          />
          {top.map((category) => (
            <NavLink
              key={category.id}
              component={Link}
              to={localize(`/catalogue/${encodeURIComponent(category.code)}`)}
              label={category.name}
              pl={48}
              onClick={drawer.close}
            />
          ))}
          <Box pt="md">
            <LanguageSwitcher onSwitch={drawer.close} />
          </Box>
        </Stack>
      </Drawer>
    </Box>
  );
}
