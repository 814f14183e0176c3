import type { Paged } from '@portal/shared';

// The paging query and the filters parameter are part of the calls' contracts, in the shared package.
export { filtersParam, pagingQuery } from '@portal/shared/platform/paging';

export function pageWindow(paging: { pageNo: number; pageSize: number }, base: 0 | 1 = 1) {
  return { limit: paging.pageSize, offset: (paging.pageNo - base) * paging.pageSize };
}

export function paginated<T>(
  items: T[],
  itemCount: number,
  paging: { pageNo: number; pageSize: number },
): Paged<T> {
  return { items, pagingData: { itemCount, pageNo: paging.pageNo, pageSize: paging.pageSize } };
}
