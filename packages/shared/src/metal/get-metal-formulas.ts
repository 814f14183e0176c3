import { defineCall } from '../platform/contract';
import { metalFormulas } from './fixing-schemas';

export const getMetalFormulasSchemas = () => ({ response: metalFormulas });

/**
 * GET /metal-formulas (staff): each master alloy's price, what it rests on (a fixing or a manual price), its loss
 * threshold and refining charge; each metal's formula and the price per gram it gives.
 */
export const getMetalFormulas = defineCall<typeof getMetalFormulasSchemas>()({
  name: 'getMetalFormulas',
  domain: 'metal',
  method: 'GET',
  path: '/metal-formulas',
  permission: 'CP_METAL:VIEW',
  summary:
    'Master alloy prices (fixing or manual), loss threshold, refining charge; metal formulas and prices',
});
