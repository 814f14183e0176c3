/** Query keys of the catalogue (one factory per domain). */
export const catalogKeys = {
  all: ['catalog'] as const,
  productImages: (productCode: string, metalId: number | null) =>
    [...catalogKeys.all, 'product-images', productCode, metalId] as const,
  /** Prices depend on who asks (customer discount or markup): the viewer is part of the key. */
  price: (
    input: { itemTypeID: number; metalID: number | null; variantIDs: number[]; quantity: number },
    viewer: string,
  ) => [...catalogKeys.all, 'price', viewer, input] as const,
};
