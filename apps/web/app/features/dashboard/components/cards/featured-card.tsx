import { Anchor, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useFormat } from '../../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../../lib/i18n/use-lang';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useStoreCurrency } from '../../../../lib/use-store-currency';
import { useDashboardFeatured } from '../../api/card-queries';
import { CardState } from '../card-state';

/** The catalogue items featured on the portal, each opening its product page. */
export function FeaturedCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const localize = useLocalizePath();
  const currency = useStoreCurrency();
  const query = useDashboardFeatured();
  return (
    <CardState query={query} loadName={t('dashboard.cards.FEATURED.loadName')} skeletonRows={4}>
      {(products) =>
        products.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('dashboard.featuredEmpty')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
            {products.map((product) => (
              <Anchor
                key={product.id}
                component={Link}
                to={localize(`/backoffice/product/${product.id}`)}
                underline="never"
                c="inherit"
              >
                <Stack gap={4}>
                  <Image
                    src={product.productImageURLs[0] ?? null}
                    alt=""
                    h={90}
                    fit="contain"
                    radius="sm"
                    bg="gray.0"
                    loading="lazy"
                  />
                  <Text size="sm" lineClamp={2}>
                    {product.name}
                  </Text>
                  <Text size="sm" fw={600}>
                    {product.price > 0 ? format.money(product.price, currency) : product.code}
                  </Text>
                </Stack>
              </Anchor>
            ))}
          </SimpleGrid>
        )
      }
    </CardState>
  );
}
