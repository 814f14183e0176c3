// The custom-orders module's door: who may see a design's pictures.
export { mayViewDesignImage } from './reads';
