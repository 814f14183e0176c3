import { keepPreviousData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';

interface Page<T> {
  items: T[];
  pagingData: { itemCount: number };
}

/** A list whose pages are appended as the user asks for more, read like one page of all the rows loaded so far. */
export interface AppendedList<T> {
  data: { items: T[]; pagingData: { itemCount: number } } | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
  more: { hasMore: boolean; loading: boolean; loadMore: () => void };
}

/**
 * spec §4: lists "load page by page and are appended, each with a loading flag and page counter". The order lists and
 * the finance lists follow it alike: the first page is `firstPageNo` (0 or 1, as each call counts), the next ones are
 * asked for by "Load more", and the pages loaded stay.
 */
export function useAppendedPages<P extends Page<unknown>>({
  queryKey,
  firstPageNo,
  fetchPage,
  enabled,
}: {
  queryKey: QueryKey;
  firstPageNo: number;
  fetchPage: (pageNo: number, signal: AbortSignal) => Promise<P>;
  enabled: boolean;
}): AppendedList<P['items'][number]> {
  const list = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: firstPageNo,
    getNextPageParam: (last, pages, lastPageNo) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.pagingData.itemCount && last.items.length > 0 ? lastPageNo + 1 : undefined;
    },
    placeholderData: keepPreviousData,
    enabled,
  });
  const pages = list.data?.pages;
  return {
    data: pages && {
      items: pages.flatMap((page) => page.items as P['items']),
      pagingData: { itemCount: pages[0]?.pagingData.itemCount ?? 0 },
    },
    isError: list.isError,
    isFetching: list.isFetching && !list.isFetchingNextPage,
    refetch: () => list.refetch(),
    more: {
      hasMore: list.hasNextPage,
      loading: list.isFetchingNextPage,
      loadMore: () => void list.fetchNextPage(),
    },
  };
}
