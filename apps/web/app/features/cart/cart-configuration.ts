/** A product attribute as the product page has it (code and value). */
interface ProductAttribute {
  code: string;
  value: string | null;
}

/**
 * What a cart line remembers beyond the metal and options: the ring size a ring is made in (its RING_SIZE attribute),
 * which the checkout compares across lines (spec §5 Same ring size).
 */
export function cartConfigurationOf(attributes: readonly ProductAttribute[]): Record<string, unknown> {
  const ringSize = attributes.find((a) => a.code === 'RING_SIZE')?.value?.trim();
  return ringSize ? { ringSize } : {};
}
