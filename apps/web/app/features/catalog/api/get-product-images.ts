import { getProductImages as getProductImagesCall } from '@portal/shared/catalog/get-product-images';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

/** GET /api/products/updateProductImages: the pictures of a product in a metal. */
export function getProductImages(
  productCode: string,
  metalId: number,
  signal?: AbortSignal,
): Promise<string[]> {
  return api.send(getProductImagesCall, { query: { productCode, metalId } }, { signal, silent: true });
}

/** The pictures in the chosen metal; the server-rendered ones stand for the product's own metal. */
export function useProductImages(
  productCode: string,
  metalId: number | null,
  initial: { metalId: number | null; images: string[] },
) {
  const isInitial = metalId === initial.metalId;
  return useQuery({
    queryKey: callKey(getProductImagesCall, { query: { productCode, metalId: metalId ?? undefined } }),
    queryFn: ({ signal }) => getProductImages(productCode, metalId!, signal),
    enabled: metalId !== null && !isInitial,
    initialData: isInitial ? initial.images : undefined,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
