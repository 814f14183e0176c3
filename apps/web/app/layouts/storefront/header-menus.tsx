import '../../styles/mantine-overlays.css';
import { Box, Drawer, Menu, NavLink, Stack } from '@mantine/core';
import type { AuthUser } from '@portal/shared';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { DeferredProps } from '../../components/deferred';
import { Icon } from '../../components/icon';
import { LanguageSwitcher } from '../../components/language-switcher';
import type { ProductCategory } from '../../features/catalog/public/get-product-categories';
import { useLocalizePath } from '../../lib/i18n/use-lang';
import { useTranslation } from '../../lib/i18n/use-translation';
import { homePathFor } from '../../lib/session/access';
import { AccountButton, CatalogueButton } from './header-buttons';
import { useSignOut } from '../../lib/session/use-sign-out';

/**
 * The storefront header's dropdowns and phone drawer: loaded after the page is shown (components/deferred.tsx), as
 * they bring Mantine's positioning and focus handling, which the page itself does not need.
 */

/**
 * Sends the focus back to the menu's button when the menu closes (see DeferredProps), unless the user has moved it
 * elsewhere meanwhile (a click outside, a Tab), as Mantine does. The dropdown is in a portal: the frame holds the
 * button alone.
 */
function useFocusBack() {
  const frame = useRef<HTMLSpanElement>(null);
  const onClose = () => {
    const focusedAtClose = document.activeElement;
    window.setTimeout(() => {
      const focused = document.activeElement;
      if (focused === document.body || focused === focusedAtClose)
        frame.current?.querySelector('button')?.focus();
    }, 10);
  };
  return { frame, onClose };
}

const categoryPath = (category: ProductCategory) => `/catalogue/${encodeURIComponent(category.code)}`;

export function CatalogueMenu({
  categories,
  defaultOpened,
}: { categories: ProductCategory[] } & DeferredProps) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { frame, onClose } = useFocusBack();
  return (
    <span ref={frame} style={{ display: 'contents' }}>
      <Menu position="bottom-start" width={240} defaultOpened={defaultOpened} onClose={onClose}>
        <Menu.Target>
          <CatalogueButton />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={localize('/catalogue')}>
            {t('nav.allProducts')}
          </Menu.Item>
          {categories.length > 0 && <Menu.Divider />}
          {categories.map((category) => (
            <Menu.Item key={category.id} component={Link} to={localize(categoryPath(category))}>
              {category.name}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </span>
  );
}

export function AccountMenu({ user, defaultOpened }: { user: AuthUser } & DeferredProps) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const signOut = useSignOut();
  const { frame, onClose } = useFocusBack();
  return (
    <span ref={frame} style={{ display: 'contents' }}>
      <Menu position="bottom-end" width={220} defaultOpened={defaultOpened} onClose={onClose}>
        <Menu.Target>
          <AccountButton user={user} />
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
          <Menu.Item onClick={signOut} leftSection={<Icon name="logout" size={16} />}>
            {t('nav.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </span>
  );
}

export function StorefrontDrawer({
  categories,
  opened,
  onClose,
}: {
  categories: ProductCategory[];
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('nav.menu')}
      size="xs"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <Stack gap={4} component="nav" aria-label={t('nav.storefront')}>
        <NavLink
          component={Link}
          to={localize('/')}
          label={t('pages.home')}
          leftSection={<Icon name="home" />}
          onClick={onClose}
        />
        <NavLink
          component={Link}
          to={localize('/catalogue')}
          label={t('nav.catalogue')}
          leftSection={<Icon name="book" />}
          onClick={onClose}
        />
        {categories.map((category) => (
          <NavLink
            key={category.id}
            component={Link}
            to={localize(categoryPath(category))}
            label={category.name}
            pl={48}
            onClick={onClose}
          />
        ))}
        <Box pt="md">
          <LanguageSwitcher onSwitch={onClose} />
        </Box>
      </Stack>
    </Drawer>
  );
}
