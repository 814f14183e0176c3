import type { Language } from '@portal/shared/platform/language';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attributeDefinitions, attributeOptions, masterAlloys } from '../catalog/tables';
import { estimateOptions } from './tables';
import { serviceTypes } from '../reference/tables';
import { formatSettings } from '../settings/tables';
import { SERVICE_TYPE_GROUPS } from './service-type-groups';
import type { Scope } from '../../platform/scope';
import { incomingOrderAttributes } from '../cart/public';
import { getMetalsShownInCatalog } from '../catalog/public';
import { localName } from '../../platform/language';
import { translateMessage } from '../../platform/messages';

/** The attributes an estimate asks about (the piece's size and shape). */
const ESTIMATE_ATTRIBUTES = ['RING_SIZE', 'WIDTH', 'LENGTH', 'FINISH', 'STONE'];

const INFO_TEXT =
  'Estimates are indicative: the final price is confirmed once our workshop has seen the piece. Metal is priced at today’s market rate.';

/** GET /Estimate/data: everything the estimate screen offers, with today's prices. */
export async function getEstimateData(db: Db, scope: Scope, language: Language) {
  const name = (row: { name: string; nameFr: string }) => localName(language, row);
  const types = await db
    .select()
    .from(serviceTypes)
    .where(eq(serviceTypes.isActive, true))
    .orderBy(asc(serviceTypes.rank));
  const groupCodes = [...new Set(types.map((t) => t.groupCode))];
  const options = await db.select().from(estimateOptions).orderBy(asc(estimateOptions.rank));
  const alloys = await db.select().from(masterAlloys).orderBy(asc(masterAlloys.id));
  const [symbol] = await db.select().from(formatSettings).where(eq(formatSettings.name, 'CURRENCY_SYMBOL'));
  const attributes = await db
    .select()
    .from(attributeDefinitions)
    .where(inArray(attributeDefinitions.code, ESTIMATE_ATTRIBUTES))
    .orderBy(asc(attributeDefinitions.rank));
  const attributeValues = attributes.length
    ? await db
        .select()
        .from(attributeOptions)
        .where(
          inArray(
            attributeOptions.attributeId,
            attributes.map((a) => a.id),
          ),
        )
        .orderBy(asc(attributeOptions.rank))
    : [];
  return {
    serviceTypeGroups: groupCodes.map((code) => {
      return {
        code,
        name: translateMessage(language, SERVICE_TYPE_GROUPS[code] ?? SERVICE_TYPE_GROUPS.OTHER!),
        serviceTypes: types
          .filter((t) => t.groupCode === code)
          .map((t) => ({ id: t.id, code: t.code, name: name(t), basePrice: Number(t.basePrice) })),
      };
    }),
    treatments: options
      .filter((o) => o.kind === 'TREATMENT')
      .map((o) => ({ id: o.id, code: o.code, name: name(o), price: Number(o.price) })),
    priorities: options
      .filter((o) => o.kind === 'PRIORITY' && o.isActive)
      .map((o) => ({ id: o.id, code: o.code, name: name(o), surchargePercent: Number(o.surchargePercent) })),
    metals: await getMetalsShownInCatalog(db, language),
    currencySymbol: symbol?.value ?? '$',
    masterAlloyPrices: alloys.map((a) => ({
      code: a.code,
      name: name(a),
      pricePerOunce: Number(a.pricePerOunce),
    })),
    attributes: attributes.map((a) => ({
      id: a.id,
      code: a.code,
      name: name(a),
      valueType: a.valueType,
      unit: a.unit,
      options: attributeValues
        .filter((v) => v.attributeId === a.id)
        .map((v) => ({ value: v.value, label: language === 'fr' ? v.labelFr : v.label })),
    })),
    jobTypeAttributes: await incomingOrderAttributes(db, scope, language),
    infoText: translateMessage(language, INFO_TEXT),
  };
}
