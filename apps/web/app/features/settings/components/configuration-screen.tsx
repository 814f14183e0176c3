import { Alert, Center, Loader, Stack, Tabs, Text } from '@mantine/core';
import { hasPermission } from '@portal/shared/auth/permission-check';
import { ORDER_SETTINGS_GROUP } from '@portal/shared/settings/setting-rules';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCurrentUser } from '../../../lib/session/session';
import { StatementVersionsPanel } from '../../decedents/public/statement-versions-panel';
import { useAdminSettings } from '../api/admin-settings';
import { CompanyDetailsPanel } from './company-details-panel';
import { FieldSettingsPanel } from './field-settings-panel';
import { ModulesPanel } from './modules-panel';
import { SettingsGroups } from './settings-groups';
import { WorkflowsPanel } from './workflows-panel';

const TABS = ['settings', 'modules', 'fields', 'workflows', 'orders', 'company', 'memorial'] as const;
type Tab = (typeof TABS)[number];

function SettingsTab({ orders, canEdit }: { orders: boolean; canEdit: boolean }) {
  const { t } = useTranslation();
  const groups = useAdminSettings();
  if (groups.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (groups.isError)
    return (
      <Alert color="red" variant="light">
        {t('configuration.loadFailed')}
      </Alert>
    );
  const shown = groups.data.filter((g) => (g.code === ORDER_SETTINGS_GROUP) === orders);
  return (
    <Stack gap="md">
      {orders && (
        <Text size="sm" c="dimmed">
          {t('configuration.orders.intro')}
        </Text>
      )}
      <SettingsGroups groups={shown} canEdit={canEdit} />
    </Stack>
  );
}

/**
 * /backoffice/configuration (spec §2, §7 Settings and configuration): global settings, modules and role settings, field
 * settings, workflows, order settings, company details and the versions of the next of kin's authorisation statement
 * (memorial program), one tab each; the tab is kept in the URL. Without CP_CONFIGURATION:EDIT everything is shown read-only (the API refuses the writes anyway).
 */
export function ConfigurationScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canEdit = hasPermission(user.permissions, 'CP_CONFIGURATION:EDIT');
  const [params, setParams] = useSearchParams();
  const requested = params.get('section') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'settings';
  return (
    <Stack gap="md">
      {!canEdit && (
        <Alert color="gray" variant="light">
          {t('configuration.readOnlyNotice')}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(next) => {
          if (next) setParams(next === 'settings' ? {} : { section: next }, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md" aria-label={t('configuration.tabsLabel')}>
          {TABS.map((key) => (
            <Tabs.Tab key={key} value={key} data-testid={`configuration-tab-${key}`}>
              {t(`configuration.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="settings">
          <SettingsTab orders={false} canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="modules">
          <ModulesPanel canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="fields">
          <FieldSettingsPanel canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="workflows">
          <WorkflowsPanel canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="orders">
          <SettingsTab orders canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="company">
          <CompanyDetailsPanel canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="memorial">
          <StatementVersionsPanel canEdit={canEdit} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
