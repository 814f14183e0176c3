// The browser tests launch Chromium as the Lighthouse audits do (playwright.config.ts, scripts/lighthouse.mjs).
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
