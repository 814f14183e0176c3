/**
 * spec §5 and api-conventions: the `filters` query parameter is a JSON object; keys starting with ATTR_ are
 * attribute filters, with true sent as 1 and false as 0.
 */
export type FilterValue = string | number | boolean | null | Array<string | number>;

export interface ParsedFilters {
  fields: Record<string, FilterValue>;
  attributes: Record<string, string | number>;
}

export const ATTRIBUTE_FILTER_PREFIX = 'ATTR_';

export function attributeFilterValue(value: FilterValue): string | number {
  if (value === true) return 1;
  if (value === false) return 0;
  if (value === null) return '';
  if (Array.isArray(value)) return value.join(',');
  return value;
}

/** Splits a decoded filters object into plain field filters and ATTR_ attribute filters. */
export function splitFilters(filters: Record<string, FilterValue>): ParsedFilters {
  const parsed: ParsedFilters = { fields: {}, attributes: {} };
  for (const [key, value] of Object.entries(filters)) {
    if (key.startsWith(ATTRIBUTE_FILTER_PREFIX)) {
      parsed.attributes[key.slice(ATTRIBUTE_FILTER_PREFIX.length)] = attributeFilterValue(value);
    } else {
      parsed.fields[key] = value;
    }
  }
  return parsed;
}
