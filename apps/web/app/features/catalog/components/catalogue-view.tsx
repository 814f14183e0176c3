import {
  Box,
  Button,
  Drawer,
  Grid,
  Group,
  NativeSelect,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import type { ProductCategory } from '@portal/shared';
import { storefrontPaths } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { Icon } from '../../../components/icon';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { useHydrated } from '../../../lib/use-hydrated';
import type { ProductPage } from '../api/get-category-products';
import type { FilterAttribute } from '../api/get-filter-attributes';
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

/** A category: its tree, sub-categories, filters, sort, the product grid and paging, all driven by the URL. */
export function CatalogueView({
  categories,
  category,
  attributes,
  products,
  state,
}: {
  categories: ProductCategory[];
  category: ProductCategory;
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
  const [filtersOpened, filtersDrawer] = useDisclosure(false);
  // Tests (and nothing else) wait for this before using the controls.
  const hydrated = useHydrated();

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

  const trail = pathTo(categories, category.id);
  const children = childrenOf(categories, category.id);
  const pageCount = Math.max(1, Math.ceil(products.pagingData.itemCount / products.pagingData.pageSize));
  const activeFilters = activeFilterCount(shown);

  const nav = (onNavigate?: () => void) => (
    <CategoryNav categories={categories} currentId={category.id} onNavigate={onNavigate} />
  );
  const filters = <FilterPanel attributes={attributes} state={shown} onChange={go} />;

  return (
    <Box py="xl" px={{ base: 'md', sm: 'xl' }} maw={1320} mx="auto" data-hydrated={hydrated || undefined}>
      <CatalogueBreadcrumb
        crumbs={[
          { label: t('pages.home'), to: localize('/') },
          { label: t('pages.storefront.catalogue'), to: localize(storefrontPaths.catalogue()) },
          ...(trail.length > 0 ? trail : [category]).map((c) => ({
            label: c.name,
            to: localize(storefrontPaths.category(c.code)),
          })),
        ]}
      />
      <Title order={1} fz={{ base: 26, sm: 30 }}>
        {category.name}
      </Title>
      {category.description && (
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

      <Grid mt="lg" gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          <Stack gap="xl">
            {nav()}
            {filters}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
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
              <NativeSelect
                label={t('catalog.sortLabel')}
                value={shown.sort}
                onChange={(event) => go(withSort(shown, event.currentTarget.value as CatalogueSort))}
                data={CATALOGUE_SORTS.map((sort) => ({ value: sort, label: t(`catalog.sort.${sort}`) }))}
                data-testid="sort-select"
                w={{ base: 170, sm: 200 }}
              />
            </Group>
          </Group>

          <Box aria-busy={busy} style={{ opacity: busy ? 0.55 : 1, transition: 'opacity 150ms' }}>
            {products.items.length === 0 ? (
              <Stack align="flex-start" py="xl" data-testid="no-results">
                <Text>{t('catalog.noResults')}</Text>
              </Stack>
            ) : (
              <SimpleGrid
                cols={{ base: 2, sm: 3 }}
                spacing={{ base: 'sm', sm: 'md' }}
                data-testid="product-grid"
              >
                {products.items.map((product) => (
                  <ProductCard key={product.id} product={product} />
                ))}
              </SimpleGrid>
            )}
          </Box>

          {pageCount > 1 && (
            <Group justify="center" mt="xl">
              <Pagination
                total={pageCount}
                value={Math.min(state.page, pageCount)}
                siblings={1}
                boundaries={1}
                getItemProps={(page) => ({
                  component: Link,
                  to: hrefOf(withPage(state, page)),
                  preventScrollReset: false,
                  'aria-label': t('catalog.pageLabel', { page }),
                })}
                getControlProps={(control) => {
                  const target =
                    control === 'first'
                      ? 1
                      : control === 'last'
                        ? pageCount
                        : control === 'next'
                          ? state.page + 1
                          : state.page - 1;
                  const disabled = target < 1 || target > pageCount || target === state.page;
                  return disabled
                    ? { disabled: true, 'aria-label': t(`catalog.pageControl.${control}`) }
                    : {
                        component: Link,
                        to: hrefOf(withPage(state, target)),
                        'aria-label': t(`catalog.pageControl.${control}`),
                      };
                }}
                aria-label={t('catalog.paging')}
              />
            </Group>
          )}
        </Grid.Col>
      </Grid>

      <Drawer
        opened={filtersOpened}
        onClose={filtersDrawer.close}
        title={t('catalog.filters')}
        size="sm"
        hiddenFrom="md"
      >
        {/* On a phone the filters come first: that is what the button promised. */}
        <Stack gap="xl">
          <FilterPanel attributes={attributes} state={shown} onChange={go} withHeading={false} />
          <Button onClick={filtersDrawer.close} data-testid="show-results">
            {t('catalog.showResults')}
          </Button>
          {nav(filtersDrawer.close)}
        </Stack>
      </Drawer>
    </Box>
  );
}
