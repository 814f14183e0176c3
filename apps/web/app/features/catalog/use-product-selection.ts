import type { ProductDetail } from '@portal/shared';
import { useState } from 'react';
import { type PriceSelection, useCalculatedPrice } from './api/calculate-price';
import { useProductImages } from './api/get-product-images';
import { initialPersonalisation, lineConfigurationOf, type Personalisation } from './personalisation';

/** What the visitor configured; the cart line and the wish list are made from it. */
export interface ProductSelection {
  itemTypeID: number;
  metalID: number | null;
  variantIDs: number[];
  quantity: number;
  /** A ring's size and the engraving, as the price and the cart line are asked with them. */
  configuration: ReturnType<typeof lineConfigurationOf>;
}

/** What the live price is asked for: the selection with its size and engraving. */
export function priceSelectionOf({ configuration, ...selection }: ProductSelection): PriceSelection {
  return { ...selection, ...configuration };
}

/**
 * The product page's and the configurator's choices (spec §1 configurator): the metal, the options (variants), a ring's
 * size and the engraving, the quantity; with the selection they make, its live price (POST calculatePrice on every
 * change, the previous request cancelled) and the pictures in the chosen metal. One hook for both pages, so that a
 * product is chosen and priced the same way wherever it is shown. No zod and no Mantine here: storefront pages run it.
 */
export function useProductSelection(
  product: ProductDetail,
  {
    initialMetalId = product.metalId ?? product.metals[0]?.id ?? null,
  }: {
    /** The metal chosen first (a shared link's `?metal=`); the product's own metal unless told. */
    initialMetalId?: number | null;
  } = {},
) {
  const [metalID, setMetalID] = useState<number | null>(initialMetalId);
  const [variantIDs, setVariantIDs] = useState<number[]>([]);
  const [quantity, setQuantity] = useState(1);
  const [personalisation, setPersonalisation] = useState<Personalisation>(() =>
    initialPersonalisation(product),
  );

  const selection: ProductSelection = {
    itemTypeID: product.id,
    metalID,
    variantIDs,
    quantity,
    configuration: lineConfigurationOf(product, personalisation),
  };
  const price = useCalculatedPrice(priceSelectionOf(selection));
  const images = useProductImages(product.code, metalID, {
    metalId: product.metalId,
    images: product.productImageURLs,
  });

  return {
    metalID,
    setMetalID,
    variantIDs,
    setVariantIDs,
    quantity,
    setQuantity,
    personalisation,
    setPersonalisation,
    selection,
    price,
    images,
  };
}
