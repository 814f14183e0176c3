// The catalogue module's door for other modules and flows: prices and the metals shown in the catalogue.
export { calculatePrice } from './pricing-service';
export { metalsShownInCatalog } from './metals-service';
