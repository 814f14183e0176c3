import './product-card.css';

import { type ProductListItem, storefrontPaths } from '@portal/shared';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { useStoreCurrency } from '../../../lib/use-store-currency';
import { ProductPicture } from './product-picture';

/**
 * A product in a grid: picture, name (the link), metal and price; `first` for a card of the grid's first row. Drawn
 * with plain elements and product-card.css rather than Mantine's Anchor and Text: a catalogue page hydrates two
 * dozen cards on a phone's first visit, and each Mantine component costs its theme and style-props work.
 */
export function ProductCard({
  product,
  first = false,
  href,
}: {
  product: ProductListItem;
  first?: boolean;
  /** Where the card leads when not to the product page (a memorial piece: its configurator, with the print). */
  href?: string;
}) {
  const localize = useLocalizePath();
  const format = useFormat();
  const currency = useStoreCurrency();
  const to = href ?? localize(storefrontPaths.product(product.code));
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
      <div className="product-card-text">
        {/* The whole card is clickable through the stretched link; the name is what a screen reader announces. */}
        <Link to={to} className="product-card-name stretched-link">
          {product.name}
        </Link>
        {product.metalName && <p className="product-card-metal">{product.metalName}</p>}
        <p className="product-card-price" data-testid="product-card-price">
          {format.money(product.price, currency)}
        </p>
      </div>
    </article>
  );
}
