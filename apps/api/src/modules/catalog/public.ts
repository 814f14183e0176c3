// The catalogue module's door for other modules and flows: prices and the metals shown in the catalogue.
export { calculatePrice, configurationWith, personalisationRequestOf } from './pricing-service';
export { getMetalsShownInCatalog } from './metals-service';
// The family page offers each memorial piece in every metal, at its price in it.
export { listPricesInMetals } from './metal-prices';
export { metalPriceBases, metalWeights } from './price-basis';
// The dashboard's featured card lists the catalogue through the same listing as the storefront.
export { listProducts } from './products/listing';
export { parseProductQuery } from './product-filters';
// The seed fills the catalogue's search index and names the demo pictures; the media route draws them on request.
export { refreshCatalogIndex } from './catalog-index';
export { artKey, ART_VARIANTS, type ArtColour } from './product-art';
export { generateProductArt } from './product-art-render';
// The demo data's fixings are dated at their sessions' London times.
export { londonTime, SESSION_TIMES } from './fixings-import';
export { londonDay } from './fixings-service';
