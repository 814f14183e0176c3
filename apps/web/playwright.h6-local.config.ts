import base from './playwright.config';

// Local only (not committed): the same config with a longer server start for a machine under heavy load.
export default { ...base, webServer: { ...(base.webServer as object), timeout: 420_000 } };
