import { divide, micros, multiply, roundTo, sum, toNumber } from '../platform/decimal';

export interface EstimateInput {
  /** Bench labour of each chosen service type. */
  servicePrices: (string | number)[];
  /** Metal weight in the unit the user typed, and the factor that converts it to grams (/Metals/measureUnitConversions). */
  metalWeight: string | number;
  gramsPerUnit: string | number;
  /** Price per gram of the chosen metal; 0 when the job adds no metal. */
  metalPricePerGram: string | number;
  treatmentPrices: (string | number)[];
  /** The chosen priority's surcharge in percent. */
  surchargePercent: string | number;
  quantity: number;
}

export interface EstimateBreakdown {
  labour: number;
  metalGrams: number;
  metal: number;
  treatments: number;
  perPiece: number;
  subtotal: number;
  surcharge: number;
  total: number;
}

/**
 * The estimate screen's rule: per piece, the services' labour + the metal (weight converted to grams × price per gram)
 * + the treatments; times the quantity; plus the priority's surcharge. Each part rounded to cents, exact decimals.
 */
export function estimateTotal(input: EstimateInput): EstimateBreakdown {
  const labour = sum(input.servicePrices.map((p) => micros(p)));
  const grams = roundTo(multiply(micros(input.metalWeight), micros(input.gramsPerUnit)), 3);
  const metal = roundTo(multiply(grams, micros(input.metalPricePerGram)), 2);
  const treatments = sum(input.treatmentPrices.map((p) => micros(p)));
  const perPiece = labour + metal + treatments;
  const subtotal = multiply(perPiece, micros(Math.max(0, Math.floor(input.quantity))));
  const surcharge = roundTo(multiply(subtotal, divide(micros(input.surchargePercent), micros(100))), 2);
  return {
    labour: toNumber(labour),
    metalGrams: toNumber(grams, 3),
    metal: toNumber(metal),
    treatments: toNumber(treatments),
    perPiece: toNumber(perPiece),
    subtotal: toNumber(subtotal),
    surcharge: toNumber(surcharge),
    total: toNumber(subtotal + surcharge),
  };
}
