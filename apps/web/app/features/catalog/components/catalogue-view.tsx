import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { ProductCategory } from '@portal/shared';
import { storefrontPaths } from '@portal/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { Columns } from '../../../components/columns';
import { Icon } from '../../../components/icon';
import { SelectField } from '../../../components/native-fields';
import { PageLinks } from '../../../components/page-links';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { useHydratedMark } from '../../../lib/use-hydrated';
import { useLazyDisclosure } from '../../../lib/use-lazy-disclosure';
import type { ProductPage } from '../api/get-category-products';
import type { FilterAttribute } from '../api/get-filter-attributes-by-category';
import { childrenOf, pathTo } from '../category-tree';
import {
  CATALOGUE_SORTS,
  type CatalogueSort,
  type CatalogueState,
  activeFilterCount,
  serializeCatalogueSearch,
  withPage,
  withSort,
} from '../catalogue-search';
import { CatalogueBreadcrumb } from './catalogue-breadcrumb';
import { CategoryNav } from './category-nav';
import { FilterPanel } from './filter-panel';
import { ProductCard } from './product-card';

// The phone's filter drawer brings Mantine's overlay and focus trap: its code comes with the first opening.
const FiltersDrawer = lazy(() => import('./filters-drawer'));

/**
 * A category (or, without one, a search's results in the whole catalogue): its tree, sub-categories, filters, sort,
 * the product grid and paging, all driven by the URL.
 */
export function CatalogueView({
  categories,
  category,
  attributes,
  products,
  state,
}: {
  categories: ProductCategory[];
  category: ProductCategory | null;
  attributes: FilterAttribute[];
  products: ProductPage;
  state: CatalogueState;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const localize = useLocalizePath();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const filtersDrawer = useLazyDisclosure();
  // Tests (and nothing else) wait for this before using the controls.
  const hydratedMark = useHydratedMark<HTMLDivElement>();

  // The server renders every state: changing one is a navigation to its URL (the loader runs again).
  // What was last asked for, shown at once (the checkbox ticks on click) until the loader answers with a new state.
  const [requested, setRequested] = useState<{ from: CatalogueState; next: CatalogueState } | null>(null);
  const shown = requested?.from === state ? requested.next : state;
  const go = (next: CatalogueState) => {
    setRequested({ from: state, next });
    void navigate(
      { pathname: location.pathname, search: serializeCatalogueSearch(next) },
      { preventScrollReset: true },
    );
  };
  const hrefOf = (next: CatalogueState) => `${location.pathname}${serializeCatalogueSearch(next)}`;
  const busy = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  const trail = category ? pathTo(categories, category.id) : [];
  const children = category ? childrenOf(categories, category.id) : [];
  const title = category?.name ?? t('search.resultsTitle', { search: state.search });
  const sorts = CATALOGUE_SORTS.filter((sort) => sort !== 'relevance' || shown.search);
  const pageCount = Math.max(1, Math.ceil(products.pagingData.itemCount / products.pagingData.pageSize));
  const activeFilters = activeFilterCount(shown);

  const nav = (onNavigate?: () => void) => (
    <CategoryNav categories={categories} currentId={category?.id ?? null} onNavigate={onNavigate} />
  );
  const filters = <FilterPanel attributes={attributes} state={shown} onChange={go} />;

  return (
    <Box py="xl" px={{ base: 'md', sm: 'xl' }} maw={1320} mx="auto" ref={hydratedMark}>
      <CatalogueBreadcrumb
        crumbs={[
          { label: t('pages.home'), to: localize('/') },
          { label: t('pages.storefront.catalogue'), to: localize(storefrontPaths.catalogue()) },
          ...(category ? (trail.length > 0 ? trail : [category]) : []).map((c) => ({
            label: c.name,
            to: localize(storefrontPaths.category(c.code)),
          })),
          ...(category ? [] : [{ label: title, to: hrefOf({ ...state, page: 1 }) }]),
        ]}
      />
      <Title order={1} fz={{ base: 26, sm: 30 }}>
        {title}
      </Title>
      {category?.description && (
        <Text c="dimmed" mt={4} maw={760}>
          {category.description}
        </Text>
      )}

      {children.length > 0 && (
        <Group
          gap="xs"
          mt="md"
          component="nav"
          aria-label={t('catalog.subcategories')}
          data-testid="subcategories"
        >
          {children.map((child) => (
            <Button
              key={child.id}
              component={Link}
              to={localize(storefrontPaths.category(child.code))}
              variant="light"
              size="compact-md"
            >
              {child.name}
            </Button>
          ))}
        </Group>
      )}

      <div className="catalogue-layout">
        <Stack gap="xl" className="catalogue-aside">
          {nav()}
          {filters}
        </Stack>
        <div>
          <Group justify="space-between" align="flex-end" mb="md" gap="sm">
            <Text fw={600} data-testid="result-count" aria-live="polite">
              {products.pagingData.itemCount === 1
                ? t('catalog.oneResult')
                : t('catalog.resultCount', { count: format.number(products.pagingData.itemCount) })}
            </Text>
            <Group gap="sm" align="flex-end" wrap="nowrap">
              <Button
                hiddenFrom="md"
                variant="default"
                leftSection={<Icon name="adjustments" size={18} />}
                onClick={filtersDrawer.open}
                data-testid="open-filters"
              >
                {activeFilters > 0
                  ? t('catalog.filtersWithCount', { count: activeFilters })
                  : t('catalog.filters')}
              </Button>
              <SelectField
                label={t('catalog.sortLabel')}
                value={shown.sort}
                onChange={(value) => go(withSort(shown, value as CatalogueSort))}
                options={sorts.map((sort) => ({ value: sort, label: t(`catalog.sort.${sort}`) }))}
                testId="sort-select"
                className="catalogue-sort"
              />
            </Group>
          </Group>

          <Box aria-busy={busy} style={{ opacity: busy ? 0.55 : 1, transition: 'opacity 150ms' }}>
            {products.items.length === 0 ? (
              <Stack align="flex-start" py="xl" data-testid="no-results">
                {state.search ? (
                  <>
                    <Text fw={600}>{t('search.noResults', { search: state.search })}</Text>
                    <Text c="dimmed">{t('search.noResultsHint')}</Text>
                    <Button component={Link} to={localize(storefrontPaths.catalogue())} variant="light">
                      {t('search.browseCatalogue')}
                    </Button>
                  </>
                ) : (
                  <Text>{t('catalog.noResults')}</Text>
                )}
              </Stack>
            ) : (
              <Columns cols={{ base: 2, sm: 3 }} spacing="sm" data-testid="product-grid">
                {products.items.map((product, index) => (
                  // Two to a row on a phone: the first row is in the first screen.
                  <ProductCard key={product.id} product={product} first={index < 2} />
                ))}
              </Columns>
            )}
          </Box>

          {pageCount > 1 && (
            <Group justify="center" mt="xl">
              <PageLinks
                page={Math.min(state.page, pageCount)}
                total={pageCount}
                hrefOf={(page) => hrefOf(withPage(state, page))}
                label={t('catalog.paging')}
                pageLabel={(page) => t('catalog.pageLabel', { page })}
                controlLabel={(control) => t(`catalog.pageControl.${control}`)}
              />
            </Group>
          )}
        </div>
      </div>

      {filtersDrawer.loaded && (
        <Suspense fallback={null}>
          <FiltersDrawer opened={filtersDrawer.opened} onClose={filtersDrawer.close}>
            {/* On a phone the filters come first: that is what the button promised. */}
            <FilterPanel attributes={attributes} state={shown} onChange={go} withHeading={false} />
            <Button onClick={filtersDrawer.close} data-testid="show-results">
              {t('catalog.showResults')}
            </Button>
            {nav(filtersDrawer.close)}
          </FiltersDrawer>
        </Suspense>
      )}
    </Box>
  );
}
