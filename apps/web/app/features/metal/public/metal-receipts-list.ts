// A door of features/metal (eslint/web-walls.js): what routes may import from components/metal-receipts-list.tsx.
export { MetalReceiptsList } from '../components/metal-receipts-list';
