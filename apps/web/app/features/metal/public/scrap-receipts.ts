// A door of features/metal (eslint/web-walls.js): what routes, layouts and other features may import from components/scrap-receipts.tsx.
export { ScrapReceipts } from '../components/scrap-receipts';
export type { CustomerPickerSlot } from '../components/scrap-receipt-form';
