import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { estimateKeys } from './keys';

/** The weight units the estimate takes: grams, pennyweights and troy ounces. */
export const WEIGHT_UNITS = ['g', 'dwt', 'ozt'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export interface UnitConversion {
  source: string;
  target: string;
  /** How many `target` units one `source` unit is. */
  factor: number;
}

/** GET /api/Metals/measureUnitConversions/{source}/{target}. */
export function getUnitConversion(source: WeightUnit, target: WeightUnit): Promise<UnitConversion> {
  return api.get<UnitConversion>(`/api/Metals/measureUnitConversions/${source}/${target}`);
}

/** How many grams one unit of `unit` is; factors do not change, so each is asked once. */
export function useGramsPerUnit(unit: WeightUnit) {
  return useQuery({
    queryKey: estimateKeys.conversion(unit, 'g'),
    queryFn: () => getUnitConversion(unit, 'g'),
    staleTime: Infinity,
    select: (conversion) => conversion.factor,
  });
}
