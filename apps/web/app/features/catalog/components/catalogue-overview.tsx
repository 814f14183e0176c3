import { Card, Container, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Columns } from '../../../components/columns';
import { type ProductCategory, type ProductListItem, storefrontPaths } from '@portal/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { childrenOf } from '../category-tree';
import { CatalogueBreadcrumb } from './catalogue-breadcrumb';
import { ProductCard } from './product-card';

/** /catalogue without a category: every top category as a tile, then the products featured on the portal. */
export function CatalogueOverview({
  categories,
  featured,
}: {
  categories: ProductCategory[];
  featured: ProductListItem[];
}) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const top = childrenOf(categories, null);
  return (
    <Container size="xl" py="xl">
      <CatalogueBreadcrumb
        crumbs={[{ label: t('pages.home'), to: localize('/') }, { label: t('pages.storefront.catalogue') }]}
      />
      <Title order={1} fz={{ base: 26, sm: 30 }} mb="lg">
        {t('pages.storefront.catalogue')}
      </Title>
      <Columns cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" data-testid="category-tiles">
        {top.map((category) => (
          <UnstyledButton
            key={category.id}
            component={Link}
            to={localize(storefrontPaths.category(category.code))}
            className="category-tile"
          >
            <Card withBorder radius="md" padding="md" h="100%" bg="brand.0">
              <Stack gap={4}>
                <Text fw={700} c="brand.8" fz="lg">
                  {category.name}
                </Text>
                {category.description && (
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {category.description}
                  </Text>
                )}
                {category.childCount > 0 && (
                  <Text size="xs" c="dimmed">
                    {category.childCount === 1
                      ? t('catalog.oneSubcategory')
                      : t('catalog.subcategoryCount', { count: category.childCount })}
                  </Text>
                )}
              </Stack>
            </Card>
          </UnstyledButton>
        ))}
      </Columns>

      {featured.length > 0 && (
        <>
          <Title order={2} mt={48} mb="md">
            {t('catalog.featured')}
          </Title>
          <Columns cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" data-testid="featured-products">
            {featured.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </Columns>
        </>
      )}
    </Container>
  );
}
