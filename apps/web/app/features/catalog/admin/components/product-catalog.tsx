import { Alert, Anchor, Box, Button, Grid, Group, Image, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ProductCategory, ProductListItem } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Icon } from '../../../../components/icon';
import { SearchCombobox } from '../../../../components/search-combobox';
import { type SettingsGridColumn, SettingsGrid, useSettingsGrid } from '../../../../components/settings-grid';
import { useFormat } from '../../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../../lib/i18n/use-lang';
import { mediaUrl } from '../../../../lib/media';
import { useCategoryTree } from '../api/get-categories';
import { PRODUCT_SORT_FIELDS, useCategoryProducts } from '../api/get-category-products';
import { getProductSuggestions, type ProductSuggestion } from '../../api/get-product-suggestions';

/** The API's limit on a search (packages/shared catalog `productSearchText`). */
const SEARCH_MAX_LENGTH = 100;

const parentOf = (category: ProductCategory) => category.parentId ?? category.parentID ?? null;
const byRank = (a: ProductCategory, b: ProductCategory) => a.rank - b.rank || a.name.localeCompare(b.name);

/** The ids from the top category down to the chosen one: the branches the tree opens. */
function openBranch(categories: readonly ProductCategory[], id: number | null): Set<number> {
  const open = new Set<number>();
  for (let at = id; at !== null && !open.has(at);) {
    open.add(at);
    const category = categories.find((c) => c.id === at);
    at = category ? parentOf(category) : null;
  }
  return open;
}

/**
 * /backoffice/product-catalog/{productCategoryId?}: the category tree at the side (above the grid on a phone, folded
 * away until asked for) and the products of the chosen category and its sub-categories (grid key ProductCatalog). The
 * search box (`?search=` in the address) narrows them, best matches first unless a column is sorted; its suggestions
 * open a product.
 */
export function ProductCatalog({ categoryId, currency }: { categoryId: number | null; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const tree = useCategoryTree();
  const [treeOpened, treeToggle] = useDisclosure(false);
  const categories = tree.data ?? [];
  const chosen = categories.find((c) => c.id === categoryId) ?? null;

  const columns: SettingsGridColumn<ProductListItem>[] = [
    {
      field: 'picture',
      title: t('catalogAdmin.columns.picture'),
      render: (product) =>
        product.productImageURLs[0] ? (
          <Image src={mediaUrl(product.productImageURLs[0], 160)} alt="" w={56} h={56} fit="contain" />
        ) : (
          <Text c="gray.5" aria-hidden>
            <Icon name="photo" size={28} />
          </Text>
        ),
    },
    { field: 'code', title: t('catalogAdmin.columns.code'), sortable: true, noWrap: true },
    {
      field: 'name',
      title: t('catalogAdmin.columns.name'),
      locked: true,
      sortable: true,
      render: (product) => (
        <Anchor component={Link} to={localize(`/backoffice/product/${product.id}`)} size="sm" fw={600}>
          {product.name}
        </Anchor>
      ),
    },
    { field: 'metalName', title: t('catalogAdmin.columns.metal') },
    {
      field: 'price',
      title: t('catalogAdmin.columns.price'),
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (product) => format.money(product.price, currency),
    },
  ];
  const grid = useSettingsGrid('ProductCatalog', columns, {
    defaultSort: { field: 'name', direction: 'asc' },
  });
  // A search lists the best matches first until a column is sorted by hand.
  const chosenSort = search && !grid.settings.sort ? null : grid.sort;
  const sortField = chosenSort && PRODUCT_SORT_FIELDS[chosenSort.field] ? chosenSort : null;
  const products = useCategoryProducts(
    {
      categoryId,
      pageNo: grid.page,
      pageSize: grid.pageSize,
      sort: sortField
        ? `${sortField.direction === 'desc' ? '-' : ''}${PRODUCT_SORT_FIELDS[sortField.field]}`
        : search
          ? ''
          : 'name',
      search,
    },
    grid.ready,
  );

  const open = openBranch(categories, categoryId);
  const branch = (parentId: number | null, depth: number): ReactNode =>
    categories
      .filter((c) => parentOf(c) === parentId)
      .sort(byRank)
      .map((category) => {
        const hasChildren = categories.some((c) => parentOf(c) === category.id);
        return (
          <NavLink
            key={category.id}
            component={Link}
            to={localize(`/backoffice/product-catalog/${category.id}`)}
            label={category.name}
            description={t('catalogAdmin.tree.count', {
              count: category.totalItemCount ?? category.itemCount,
            })}
            active={category.id === categoryId}
            aria-current={category.id === categoryId ? 'page' : undefined}
            opened={hasChildren && open.has(category.id)}
            childrenOffset={depth < 3 ? 'sm' : 4}
            onClick={treeToggle.close}
          >
            {hasChildren && open.has(category.id) ? branch(category.id, depth + 1) : undefined}
          </NavLink>
        );
      });

  const treeNav = (
    <Box component="nav" aria-label={t('catalogAdmin.tree.label')} data-testid="product-catalog-tree">
      <NavLink
        component={Link}
        to={localize('/backoffice/product-catalog')}
        label={t('catalogAdmin.tree.all')}
        active={categoryId === null}
        aria-current={categoryId === null ? 'page' : undefined}
        onClick={treeToggle.close}
      />
      {branch(null, 0)}
    </Box>
  );

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Box hiddenFrom="md" mb="sm">
          <Button
            variant="default"
            fullWidth
            justify="space-between"
            rightSection={<Icon name="chevronDown" size={16} />}
            onClick={treeToggle.toggle}
            aria-expanded={treeOpened}
            data-testid="product-catalog-tree-toggle"
          >
            {chosen?.name ?? t('catalogAdmin.tree.all')}
          </Button>
          {treeOpened && (
            <Box mt="xs" bd="1px solid gray.3" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              {treeNav}
            </Box>
          )}
        </Box>
        <ScrollArea.Autosize visibleFrom="md" mah="calc(100vh - 200px)" type="auto">
          {tree.isError ? <Alert color="red">{t('catalogAdmin.loadFailed')}</Alert> : treeNav}
        </ScrollArea.Autosize>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        {products.isError ? (
          <Alert color="red" role="alert" title={t('catalogAdmin.productsLoadFailed')}>
            <Button variant="default" size="xs" onClick={() => void products.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : (
          <SettingsGrid
            grid={grid}
            testId="product-catalog-grid"
            records={products.data?.items ?? []}
            totalRecords={products.data?.pagingData.itemCount ?? 0}
            fetching={products.isFetching}
            noRecordsText={t('catalogAdmin.noProducts')}
            rowAttributes={(product) => ({ 'data-code': product.code })}
            toolbar={
              <Group justify="space-between" gap="sm" wrap="wrap" w="100%">
                <Text fw={600} size="lg" data-testid="product-catalog-heading">
                  {chosen?.name ?? t('catalogAdmin.tree.all')}
                </Text>
                <Box w={{ base: '100%', sm: 340 }}>
                  <SearchCombobox<ProductSuggestion>
                    action={location.pathname}
                    defaultValue={search}
                    label={t('search.adminLabel')}
                    placeholder={t('search.adminPlaceholder')}
                    submitLabel={t('search.submit')}
                    countLabel={(count) => t('search.suggestionCount', { count })}
                    suggest={(text, signal) => getProductSuggestions(text, signal, 8)}
                    keyOf={(product) => product.id}
                    renderOption={(product) => (
                      <span>
                        {product.name}
                        <br />
                        <span className="sc-option-code">{product.code}</span>
                      </span>
                    )}
                    onPick={(product) => void navigate(localize(`/backoffice/product/${product.id}`))}
                    onSearch={(text) => {
                      grid.setPage(1);
                      setParams(text ? { search: text.slice(0, SEARCH_MAX_LENGTH) } : {});
                    }}
                    testId="product-catalog-search"
                  />
                </Box>
              </Group>
            }
          />
        )}
      </Grid.Col>
    </Grid>
  );
}
