import { NavLink, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { Icon, MODULE_ICONS } from '../../components/icon';
import { stripLang } from '../../lib/i18n/paths';
import { useLocalizePath } from '../../lib/i18n/use-lang';
import { useCurrentUser } from '../../lib/session/session';
import { activeNavCode, navItemsFor } from '../../lib/navigation';

/** The back-office menu; when collapsed (desktop) only the icons show, each with its name as a tooltip. */
export function SideNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const user = useCurrentUser();
  const path = stripLang(useLocation().pathname);
  const items = navItemsFor(user);
  const active = activeNavCode(items, path);

  return (
    <ScrollArea type="auto" style={{ flex: 1 }}>
      <Stack
        gap={2}
        component="nav"
        aria-label={t('nav.backofficeMenu')}
        className="side-nav"
        data-collapsed={collapsed}
      >
        {items.map((item) => {
          const label = t(`modules.${item.code}`, { defaultValue: item.name });
          return (
            <Tooltip key={item.code} label={label} position="right" disabled={!collapsed} withArrow>
              <NavLink
                component={Link}
                to={localize(item.route)}
                onClick={onNavigate}
                active={item.code === active}
                aria-current={item.code === active ? 'page' : undefined}
                aria-label={label}
                label={<span className="side-nav-label">{label}</span>}
                leftSection={<Icon name={MODULE_ICONS[item.code] ?? 'list'} />}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              />
            </Tooltip>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
