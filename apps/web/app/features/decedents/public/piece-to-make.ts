// A door of features/decedents (eslint/web-walls.js): what routes, layouts and other features may import from piece-to-make.ts.
export { pieceOf } from '../piece-to-make';
