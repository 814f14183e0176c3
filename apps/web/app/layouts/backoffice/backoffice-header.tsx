import { ActionIcon, Box, Burger, Button, Group } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Icon } from '../../components/icon';
import { LanguageSwitcher } from '../../components/language-switcher';
import { BrandLink } from '../storefront/brand-link';
import { CustomerSwitcher } from './customer-switcher';
import { UserMenu } from './user-menu';

interface BackofficeHeaderProps {
  mobileOpened: boolean;
  onToggleMobile: () => void;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  canSwitchUser: boolean;
  onSwitchUser: () => void;
  companyName: string | null;
}

/** Menu toggles, company, active customer, switch user, language and the user menu. */
export function BackofficeHeader(props: BackofficeHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={props.mobileOpened}
          onClick={props.onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label={props.mobileOpened ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={props.mobileOpened}
        />
        <ActionIcon
          visibleFrom="sm"
          variant="subtle"
          size="lg"
          onClick={props.onToggleCollapsed}
          aria-label={props.collapsed ? t('nav.expandMenu') : t('nav.collapseMenu')}
          aria-expanded={!props.collapsed}
          data-testid="collapse-menu"
        >
          <Icon name={props.collapsed ? 'chevronRight' : 'chevronLeft'} />
        </ActionIcon>
        <BrandLink tone="light" name={props.companyName ?? undefined} />
      </Group>
      <Group gap={4} wrap="nowrap">
        <CustomerSwitcher />
        {props.canSwitchUser && (
          <Button
            variant="subtle"
            visibleFrom="md"
            leftSection={<Icon name="switch" size={18} />}
            onClick={props.onSwitchUser}
            data-testid="switch-user"
          >
            {t('switchUser.title')}
          </Button>
        )}
        <Box visibleFrom="sm">
          <LanguageSwitcher />
        </Box>
        <UserMenu canSwitchUser={props.canSwitchUser} onSwitchUser={props.onSwitchUser} />
      </Group>
    </Group>
  );
}
