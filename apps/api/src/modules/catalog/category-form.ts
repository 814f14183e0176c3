import { categoryFormFields } from '@portal/shared/catalog/schemas';
import { z } from 'zod';
import { parseFields, readMultipart } from '../../platform/multipart';
import type { CategoryInput } from './category-admin-service';

/** `items[0].id`, `items[1].id`, ... in index order; or a repeated `items` field. */
function itemIdsOf(fields: Record<string, string | string[]>): number[] | undefined {
  const indexed = Object.entries(fields)
    .map(([key, value]) => ({ match: /^items\[(\d+)\]\.id$/i.exec(key), value }))
    .filter((e) => e.match)
    .sort((a, b) => Number(a.match![1]) - Number(b.match![1]))
    .map((e) => Number(e.value));
  const plain =
    fields.items === undefined
      ? []
      : (Array.isArray(fields.items) ? fields.items : [fields.items]).map(Number);
  const ids = [...indexed, ...plain];
  if (ids.length === 0) return fields.clearItems === 'true' ? [] : undefined;
  if (ids.some((n) => !Number.isInteger(n) || n <= 0))
    parseFields(z.object({ items: z.array(z.number().int().positive()) }), { items: ids });
  return ids;
}

/** The multipart body of a category's create and update: its fields checked, its items and its pictures. */
export async function readCategoryForm(request: Parameters<typeof readMultipart>[0]) {
  const { fields, files } = await readMultipart(request);
  const input: CategoryInput = { ...parseFields(categoryFormFields, fields), itemIds: itemIdsOf(fields) };
  return { input, files };
}
