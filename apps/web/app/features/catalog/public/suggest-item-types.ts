// A door of features/catalog (eslint/web-walls.js): the quick order's style code suggestions.
export { suggestItemTypes, type StyleCodeSuggestion } from '../api/suggest-item-types';
