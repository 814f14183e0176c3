import { DEFAULT_ENGRAVING_FONT } from '@portal/shared/catalog/engraving';
import { ringSizeValue } from '@portal/shared/catalog/ring-sizes';

/** What a ring's product says about sizes and engraving (ProductDetail's ringSizes and engraving). */
interface PersonalisedProduct {
  ringSizes?: { min: number; max: number; base: number } | null;
  engraving?: { maxLength: number } | null;
}

/** The size and engraving chosen on the product page or the configurator. */
export interface Personalisation {
  /** The US size as lines store it ('6.75'), or '' for a piece not made in sizes. */
  ringSize: string;
  engraving: string;
  engravingFont: string;
}

/** A ring starts in the size its weight and price are given for, without engraving. */
export function initialPersonalisation(product: PersonalisedProduct): Personalisation {
  return {
    ringSize: product.ringSizes ? ringSizeValue(product.ringSizes.base) : '',
    engraving: '',
    engravingFont: DEFAULT_ENGRAVING_FONT,
  };
}

/**
 * What the price and the cart line are asked with: the size of a ring, the engraving text with its font when there is
 * one. The server checks both against the product and prices the engraving itself.
 */
export function lineConfigurationOf(
  product: PersonalisedProduct,
  chosen: Personalisation,
): { ringSize?: string; engraving?: string; engravingFont?: string } {
  const engraving = product.engraving ? chosen.engraving.trim() : '';
  return {
    ...(product.ringSizes && chosen.ringSize ? { ringSize: chosen.ringSize } : {}),
    ...(engraving ? { engraving, engravingFont: chosen.engravingFont } : {}),
  };
}
