import { getUnitConversion as getUnitConversionCall } from '@portal/shared/catalog/get-unit-conversion';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/browser-api';
import { callKey } from '../../../../lib/calls';

/** The weight units the estimate takes: grams, pennyweights and troy ounces. */
export const WEIGHT_UNITS = ['g', 'dwt', 'ozt'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** `factor`: how many `target` units one `source` unit is. */
export type UnitConversion = CallResponse<typeof getUnitConversionCall>;

/** GET /api/Metals/measureUnitConversions/{source}/{target}. */
export function getUnitConversion(source: WeightUnit, target: WeightUnit): Promise<UnitConversion> {
  return api.send(getUnitConversionCall, { params: { source, target } });
}

/** How many grams one unit of `unit` is; factors do not change, so each is asked once. */
export function useGramsPerUnit(unit: WeightUnit) {
  return useQuery({
    queryKey: callKey(getUnitConversionCall, { params: { source: unit, target: 'g' } }),
    queryFn: () => getUnitConversion(unit, 'g'),
    staleTime: Infinity,
    select: (conversion) => conversion.factor,
  });
}
