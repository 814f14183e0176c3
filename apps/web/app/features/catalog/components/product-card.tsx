import './product-card.css';

import { Anchor, Stack, Text } from '@mantine/core';
import { type ProductListItem, storefrontPaths } from '@portal/shared';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { useStoreCurrency } from '../../../lib/use-store-currency';
import { ProductPicture } from './product-picture';

/** A product in a grid: picture, name (the link), metal and price; `first` for a card of the grid's first row. */
export function ProductCard({ product, first = false }: { product: ProductListItem; first?: boolean }) {
  const localize = useLocalizePath();
  const format = useFormat();
  const currency = useStoreCurrency();
  const to = localize(storefrontPaths.product(product.code));
  return (
    <article className="product-card" data-testid="product-card">
      <div className="product-card-picture">
        <ProductPicture
          url={product.productImageURLs[0]}
          alt={product.name}
          sizes="(min-width: 75em) 280px, (min-width: 48em) 30vw, 50vw"
          first={first}
        />
      </div>
      <Stack gap={2} mt="sm">
        {/* The whole card is clickable through the stretched link; the name is what a screen reader announces. */}
        <Anchor component={Link} to={to} fw={600} c="dark.7" lineClamp={2} className="stretched-link">
          {product.name}
        </Anchor>
        {product.metalName && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {product.metalName}
          </Text>
        )}
        <Text fw={700} c="brand.8" data-testid="product-card-price">
          {format.money(product.price, currency)}
        </Text>
      </Stack>
    </article>
  );
}
