import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/icon';
import type { Lang } from '../../pages';
import { saveLocaleCookie } from '../../lib/i18n/locale-cookie';
import { switchLangPath } from '../../lib/i18n/paths';
import { useLang, useLocalizePath } from '../../lib/i18n/use-lang';
import { useCurrentUser } from '../../lib/session/session';
import { useSignOut } from '../../lib/session/use-sign-out';

const initialsOf = (first: string, last: string, fallback: string) =>
  `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || fallback.charAt(0).toUpperCase();

/** The signed-in user: profile, storefront, language, switch user (staff), sign out. */
export function UserMenu({
  canSwitchUser,
  onSwitchUser,
}: {
  canSwitchUser: boolean;
  onSwitchUser: () => void;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const localize = useLocalizePath();
  const signOut = useSignOut();
  const lang = useLang();
  const location = useLocation();
  const other: Lang = lang === 'en' ? 'fr' : 'en';

  return (
    <Menu position="bottom-end" width={260}>
      <Menu.Target>
        {/* Named by its visible text, the user's name (spoken too where the screen is too narrow to show it). */}
        <UnstyledButton data-testid="user-menu" p={4}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.imageUrl} alt="" color="brand" radius="xl" size={34} aria-hidden>
              {initialsOf(user.firstName, user.lastName, user.email)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="lg" lineClamp={1} maw={160}>
              {user.fullName}
            </Text>
            <VisuallyHidden hiddenFrom="lg">{user.fullName}</VisuallyHidden>
            <Icon name="chevronDown" size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={700} c="var(--mantine-color-text)">
            {user.fullName}
          </Text>
          <Text size="xs">{user.email}</Text>
        </Menu.Label>
        <Menu.Item
          component={Link}
          to={localize('/backoffice/my-profile')}
          leftSection={<Icon name="user" size={16} />}
        >
          {t('pages.backoffice.myProfile')}
        </Menu.Item>
        <Menu.Item component={Link} to={localize('/')} leftSection={<Icon name="home" size={16} />}>
          {t('nav.storefrontLink')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={switchLangPath(location.pathname, location.search, other)}
          onClick={() => saveLocaleCookie(other)}
          lang={other}
          hrefLang={other}
          leftSection={<Icon name="globe" size={16} />}
        >
          {t(`language.names.${other}`)}
        </Menu.Item>
        {canSwitchUser && (
          <Menu.Item onClick={onSwitchUser} leftSection={<Icon name="switch" size={16} />}>
            {t('switchUser.title')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item onClick={signOut} leftSection={<Icon name="logout" size={16} />} data-testid="sign-out">
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
