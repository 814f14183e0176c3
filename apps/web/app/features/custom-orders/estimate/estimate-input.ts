import type { EstimateInput } from '@portal/shared';
import type { EstimateChoicesWire } from '@portal/shared/custom-orders/saved-estimate-schemas';
import type { EstimateData } from './api/get-estimate-data';
import type { WeightUnit } from './api/get-unit-conversion';

/** What the user chose on the estimate screen. */
export interface EstimateChoices {
  serviceTypeIds: number[];
  metalId: number | null;
  /** Metal weight in `unit`; '' while the field is empty. */
  weight: number | '';
  unit: WeightUnit;
  treatmentIds: number[];
  priorityId: number | null;
  quantity: number;
  /** Attribute code → chosen option value (the piece's size and shape; they do not change the price). */
  attributes: Record<string, string>;
}

/** A fresh estimate: nothing chosen, in grams, one piece, at the priority without surcharge (else the first). */
export function initialChoices(data: EstimateData): EstimateChoices {
  const standard = data.priorities.find((p) => p.surchargePercent === 0) ?? data.priorities[0];
  return {
    serviceTypeIds: [],
    metalId: null,
    weight: '',
    unit: 'g',
    treatmentIds: [],
    priorityId: standard?.id ?? null,
    quantity: 1,
    attributes: {},
  };
}

const positive = (value: number | '') =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/**
 * The input of the shared estimate rule (`estimateTotal`): the chosen services' labour, the metal weight with the
 * factor that turns its unit into grams (unknown while the conversion loads: no metal yet), the metal's price per gram,
 * the treatments' prices, the priority's surcharge and the quantity. Options that no longer exist are left out.
 */
export function estimateInputOf(
  data: EstimateData,
  choices: EstimateChoices,
  gramsPerUnit: number | undefined,
): EstimateInput {
  const serviceTypes = data.serviceTypeGroups.flatMap((group) => group.serviceTypes);
  const metal = data.metals.find((m) => m.id === choices.metalId);
  const priority = data.priorities.find((p) => p.id === choices.priorityId);
  const weighed = metal !== undefined && gramsPerUnit !== undefined;
  return {
    servicePrices: serviceTypes.filter((s) => choices.serviceTypeIds.includes(s.id)).map((s) => s.basePrice),
    metalWeight: weighed ? positive(choices.weight) : 0,
    gramsPerUnit: weighed ? gramsPerUnit : 0,
    metalPricePerGram: metal?.pricePerGram ?? 0,
    treatmentPrices: data.treatments.filter((t) => choices.treatmentIds.includes(t.id)).map((t) => t.price),
    surchargePercent: priority?.surchargePercent ?? 0,
    quantity: Math.max(1, Math.floor(choices.quantity || 1)),
  };
}

/** The choices as a saved estimate keeps them (an empty weight is none). */
export function wireChoicesOf(choices: EstimateChoices): EstimateChoicesWire {
  return {
    serviceTypeIds: choices.serviceTypeIds,
    metalId: choices.metalId,
    weight: choices.metalId === null ? 0 : positive(choices.weight),
    unit: choices.unit,
    treatmentIds: choices.treatmentIds,
    priorityId: choices.priorityId,
    quantity: Math.max(1, Math.floor(choices.quantity || 1)),
    attributes: choices.attributes,
  };
}

/** A saved estimate's choices back on the screen (a weight of 0 shows as an empty field). */
export function choicesOfWire(wire: EstimateChoicesWire): EstimateChoices {
  return { ...wire, weight: wire.weight > 0 ? wire.weight : '' };
}
