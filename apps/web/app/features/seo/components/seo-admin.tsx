import { Tabs } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import type { SeoKind } from '../api/get-seo-entries';
import { SeoTable } from './seo-table';

const TABS: readonly SeoKind[] = ['catalog', 'product'];

/** /backoffice/seo: the categories' and the products' SEO entries, one table each; the tab is kept in the URL. */
export function SeoAdmin() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: SeoKind = params.get('table') === 'product' ? 'product' : 'catalog';
  return (
    <Tabs
      value={tab}
      onChange={(next) => {
        if (next) setParams(next === 'catalog' ? {} : { table: next }, { replace: true });
      }}
      keepMounted={false}
    >
      <Tabs.List mb="md" aria-label={t('seo.tablesLabel')}>
        {TABS.map((kind) => (
          <Tabs.Tab key={kind} value={kind} data-testid={`seo-tab-${kind}`}>
            {t(`seo.tabs.${kind}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map((kind) => (
        <Tabs.Panel key={kind} value={kind}>
          <SeoTable kind={kind} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
