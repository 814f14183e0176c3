// A product's attributes as a page in its language shows them: read by the product detail, the custom attribute
// values and the filter attributes.
import { parseRingSize, ringSizeLabel } from '@portal/shared/catalog/ring-sizes';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { attributeDefinitions, attributeOptions, itemTypeAttributes } from '../tables';

const local = (language: Language, en: string, fr: string) => (language === 'fr' ? fr : en);

export async function attributesOf(db: Db, language: Language, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({
      itemTypeId: itemTypeAttributes.itemTypeId,
      attributeId: attributeDefinitions.id,
      code: attributeDefinitions.code,
      name: attributeDefinitions.name,
      nameFr: attributeDefinitions.nameFr,
      valueType: attributeDefinitions.valueType,
      value: itemTypeAttributes.value,
      label: attributeOptions.label,
      labelFr: attributeOptions.labelFr,
    })
    .from(itemTypeAttributes)
    .innerJoin(attributeDefinitions, eq(attributeDefinitions.id, itemTypeAttributes.attributeId))
    .leftJoin(
      attributeOptions,
      and(
        eq(attributeOptions.attributeId, attributeDefinitions.id),
        eq(attributeOptions.value, itemTypeAttributes.value),
      ),
    )
    .where(inArray(itemTypeAttributes.itemTypeId, itemIds))
    .orderBy(asc(attributeDefinitions.rank));
  return rows.map((r) => ({
    itemTypeId: r.itemTypeId,
    attributeId: r.attributeId,
    code: r.code,
    name: local(language, r.name, r.nameFr),
    valueType: r.valueType,
    value: r.value,
    label: attributeLabel(language, r),
  }));
}

const booleanLabel = (language: Language, value: string) =>
  value === '1' ? local(language, 'Yes', 'Oui') : local(language, 'No', 'Non');

/**
 * An attribute value as a page in the language shows it: yes / no, the option's label, a ring size in the page's
 * system (French pages: the French size, docs/jewelry-trade.md §8), else the value.
 */
export function attributeLabel(
  language: Language,
  r: { code: string; valueType: string; value: string; label: string | null; labelFr: string | null },
): string {
  if (r.valueType === 'boolean') return booleanLabel(language, r.value);
  const ringSize = r.code === 'RING_SIZE' ? parseRingSize(r.value) : null;
  if (ringSize !== null) return ringSizeLabel(ringSize, language);
  return r.label ? local(language, r.label, r.labelFr ?? r.label) : r.value;
}
