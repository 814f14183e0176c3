/** Query keys of the catalogue (one factory per domain). */
export const catalogKeys = {
  all: ['catalog'] as const,
  /** Whether a product is a master item with versions, or a version of one (configurator). */
  hasVersions: (productId: number) => [...catalogKeys.all, 'has-versions', productId] as const,
  /** The attributes a category's products are offered in (configurator: the version choices). */
  offeredAttributes: (categoryId: number, lang: string) =>
    [...catalogKeys.all, 'offered-attributes', categoryId, lang] as const,
  metals: (lang: string) => [...catalogKeys.all, 'metals', lang] as const,
  productImages: (productCode: string, metalId: number | null) =>
    [...catalogKeys.all, 'product-images', productCode, metalId] as const,
  /** Prices depend on who asks (customer discount or markup): the viewer is part of the key. */
  price: (
    input: { itemTypeID: number; metalID: number | null; variantIDs: number[]; quantity: number },
    viewer: string,
  ) => [...catalogKeys.all, 'price', viewer, input] as const,
};
