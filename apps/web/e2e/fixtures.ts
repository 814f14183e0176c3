import { type BrowserContext, type BrowserContextOptions, type Page, test as base } from '@playwright/test';
import { type Account, signIn } from './helpers';

export { expect } from '@playwright/test';

interface Fixtures {
  /**
   * A browser window of its own beside `page` (another person, another screen size), closed when the test ends: a
   * window left open keeps its page running in the worker's browser through the tests that follow.
   */
  openPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** A window of its own signed in as the account: a staff member and a customer side by side. */
  signedIn: (
    account: Account,
    lang: 'en' | 'fr',
    viewport?: { width: number; height: number },
  ) => Promise<Page>;
}

/** The test of the journeys that need more than one browser window. */
export const test = base.extend<Fixtures>({
  openPage: async ({ browser }, provide) => {
    const opened: BrowserContext[] = [];
    await provide(async (options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      return context.newPage();
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  signedIn: async ({ openPage }, provide) => {
    await provide(async (account, lang, viewport = { width: 1366, height: 900 }) => {
      const page = await openPage({ viewport });
      await signIn(page, account, { lang });
      return page;
    });
  },
});
