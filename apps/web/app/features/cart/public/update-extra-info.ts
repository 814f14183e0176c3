// A door of features/cart (eslint/web-walls.js): what routes, layouts and other features may import from api/update-extra-info.ts.
export { useUpdateExtraInfo } from '../api/update-extra-info';
