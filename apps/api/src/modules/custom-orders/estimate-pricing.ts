import { estimateTotal } from '@portal/shared/custom-orders/estimate';
import type { EstimateChoicesWire } from '@portal/shared/custom-orders/saved-estimate-schemas';
import type { Language } from '@portal/shared/platform/language';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { measureUnitConversions } from '../catalog/tables';
import { invalid } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { getEstimateData } from './estimate-service';

/**
 * The estimate's total by the shared rule at today's prices, each chosen option checked to be one the estimate screen
 * offers (spec §3 Estimate data): an unknown one is refused on its field.
 */
export async function priceChoices(db: Db, scope: Scope, choices: EstimateChoicesWire, language: Language) {
  const data = await getEstimateData(db, scope, language);
  const services = data.serviceTypeGroups.flatMap((g) => g.serviceTypes);
  const pick = <T extends { id: number }>(offered: T[], ids: number[], field: string, message: string) =>
    ids.map((wanted) => {
      const found = offered.find((o) => o.id === wanted);
      if (!found) throw invalid(`choices.${field}`, message);
      return found;
    });
  const chosenServices = pick(
    services,
    choices.serviceTypeIds,
    'serviceTypeIds',
    'This service is not offered',
  );
  const treatments = pick(
    data.treatments,
    choices.treatmentIds,
    'treatmentIds',
    'This treatment is not offered',
  );
  const [metal] = pick(
    data.metals,
    choices.metalId ? [choices.metalId] : [],
    'metalId',
    'This metal is not offered',
  );
  const [priority] = pick(
    data.priorities,
    choices.priorityId ? [choices.priorityId] : [],
    'priorityId',
    'This priority is not offered',
  );
  const gramsPerUnit = metal ? await gramsPer(db, choices.unit) : 0;
  const breakdown = estimateTotal({
    servicePrices: chosenServices.map((s) => s.basePrice),
    metalWeight: metal ? choices.weight : 0,
    gramsPerUnit,
    metalPricePerGram: metal?.pricePerGram ?? 0,
    treatmentPrices: treatments.map((t) => t.price),
    surchargePercent: priority?.surchargePercent ?? 0,
    quantity: choices.quantity,
  });
  return {
    breakdown,
    services: chosenServices,
    treatments,
    metal: metal ?? null,
    priority: priority ?? null,
  };
}

async function gramsPer(db: Db, unit: string) {
  if (unit === 'g') return 1;
  const [row] = await db
    .select({ factor: measureUnitConversions.factor })
    .from(measureUnitConversions)
    .where(and(eq(measureUnitConversions.source, unit), eq(measureUnitConversions.target, 'g')));
  if (!row) throw invalid('choices.unit', 'This unit cannot be converted to grams');
  return Number(row.factor);
}

export type PricedChoices = Awaited<ReturnType<typeof priceChoices>>;
