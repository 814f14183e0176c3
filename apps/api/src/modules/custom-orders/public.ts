// The custom-orders module's door: who may see a design's pictures.
export { mayViewDesignImage } from './reads';
// The estimate's priorities are the production's rush tiers: their screen saves them here.
export { savePriorities } from './priorities';
