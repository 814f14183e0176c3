import { Stack, Tabs } from '@mantine/core';
import { hasPermission } from '@portal/shared/auth/permission-check';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCurrentUser } from '../../../lib/session/session';
import { FixingImport } from './fixing-import';
import { FixingsList } from './fixings-list';
import { MetalFormulas } from './metal-formulas';

const TABS = ['fixings', 'import', 'formulas'] as const;
type Tab = (typeof TABS)[number];

/** Staff's metal desk: the day's fixings, their CSV import, and the formulas that price every metal from them. */
export function MetalScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canEdit = hasPermission(user.permissions, 'CP_METAL:EDIT');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) && (asked !== 'import' || canEdit) ? asked : 'fixings';
  return (
    <Tabs
      value={tab}
      onChange={(value) => setParams(value && value !== 'fixings' ? { tab: value } : {}, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List>
        <Tabs.Tab value="fixings">{t('metalFixings.tabs.fixings')}</Tabs.Tab>
        {canEdit && <Tabs.Tab value="import">{t('metalFixings.tabs.import')}</Tabs.Tab>}
        <Tabs.Tab value="formulas">{t('metalFixings.tabs.formulas')}</Tabs.Tab>
      </Tabs.List>
      <Stack pt="md">
        <Tabs.Panel value="fixings">
          <FixingsList canEdit={canEdit} />
        </Tabs.Panel>
        {canEdit && (
          <Tabs.Panel value="import">
            <FixingImport />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="formulas">
          <MetalFormulas canEdit={canEdit} />
        </Tabs.Panel>
      </Stack>
    </Tabs>
  );
}
