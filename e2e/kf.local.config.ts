import base from './playwright.config';
// Local only (not committed): a longer server start on a loaded machine.
export default { ...base, webServer: { ...(base.webServer as object), timeout: 480_000 } };
