import type { Paged } from '@portal/shared';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { pageWindow, paginated } from '../../platform/paging';

/**
 * One page of a finance list with its exact count. A page past the middle is read from the far end of the index with
 * the sort reversed and then flipped (as the order lists do), so the last page costs what the first does.
 */
export async function pageOf<T>(
  paging: { pageNo: number; pageSize: number },
  base: 0 | 1,
  sortColumns: PgColumn[],
  ascending: boolean,
  count: () => Promise<number>,
  read: (orderBy: SQL[], limit: number, offset: number) => Promise<T[]>,
): Promise<Paged<T>> {
  const itemCount = await count();
  const { limit, offset } = pageWindow(paging, base);
  if (offset >= itemCount) return paginated([], itemCount, paging);
  const fromEnd = offset > itemCount / 2;
  const direction = ascending !== fromEnd ? asc : desc;
  const orderBy = sortColumns.map((column) => direction(column));
  if (!fromEnd) return paginated(await read(orderBy, limit, offset), itemCount, paging);
  const take = Math.min(limit, itemCount - offset);
  const rows = await read(orderBy, take, itemCount - offset - take);
  return paginated(rows.reverse(), itemCount, paging);
}

/** `%text%` for an ILIKE, with the pattern characters of the text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
