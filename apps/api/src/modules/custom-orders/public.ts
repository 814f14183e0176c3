// The custom-orders module's door: who may see a design's pictures.
export { mayViewDesignImage } from './reads';
// The estimate's priorities are the production's rush tiers: their screen saves them here.
export { savePriorities } from './priorities';
// A repair job (production) is addressed as a custom order is: the customer's default addresses.
export { addressesOf } from './service';
