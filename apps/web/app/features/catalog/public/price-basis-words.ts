// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from price-basis-words.ts.
export { metalWeightWords, priceBasisWords } from '../price-basis-words';
