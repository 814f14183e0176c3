import { Tabs } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/page-frame';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { pageFrameLoaders } from '../../lib/page-request';
import { findPage } from '../../lib/session/access';

/**
 * The frame of a back-office page that a later issue fills: title and breadcrumb from the page definition, and the
 * status tabs of order lists (?tab=, spec §2 / §4).
 */
export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

function OrderTabs({ tabs }: { tabs: readonly string[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current = new URLSearchParams(location.search).get('tab') ?? tabs[0];
  return (
    <Tabs
      value={current}
      onChange={(tab) => {
        if (tab) void navigate({ pathname: location.pathname, search: `?tab=${tab}` });
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('orders.tabsLabel')}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {t(`orders.tabs.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

export default function PageFrame() {
  const page = findPage(useLocation().pathname)?.page;
  return (
    <>
      <PageHeader />
      {page?.tabs && <OrderTabs tabs={page.tabs} />}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
