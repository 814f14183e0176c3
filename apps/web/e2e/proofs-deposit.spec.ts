import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, appReady, demoOutbox, typeNewCard } from './helpers';
import { placeJobOrder, valueOf } from './job-orders';

// Proofs in signed rounds and a deposit: staff send a round, the customer asks for changes, staff send
// round 2, the customer approves it with a typed signature and opens the approval's PDF; a deposit due before Casting
// holds the job at Wax until the customer pays it by card. English at 1366 px, French at 360 px.

const WORDS = {
  en: {
    prefix: '',
    tab: 'Production',
    changes: 'Ask for changes',
    casting: 'Casting',
    blocked: /cannot reach the stage Casting before its deposit is paid/,
    width: 1366,
  },
  fr: {
    prefix: '/fr',
    tab: 'Production',
    changes: 'Demander des modifications',
    casting: 'Fonte',
    blocked: /ne peut pas atteindre l’étape Fonte avant le paiement de son acompte/,
    width: 360,
  },
} as const;

/** A 1×1 PNG: a render the server reads as an image from its bytes. */
const RENDER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const drawer = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByTestId('order-detail-code') });
const rounds = (page: Page) => drawer(page).getByTestId('proof-round');
const currentStage = (page: Page) =>
  drawer(page).locator('[data-testid="job-timeline-stage"][data-state="current"]');

async function openProduction(page: Page, prefix: string, code: string, tab: string) {
  await page.goto(`${prefix}/backoffice/status-tracking/job-orders?tab=all`);
  await appReady(page);
  await page.getByTestId('order-search').fill(code);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await page.locator(`[data-testid="order-row"][data-code="${code}"]`).getByTestId('order-open').click();
  await expect(drawer(page).getByTestId('order-detail-code')).toHaveText(code);
  await drawer(page).getByRole('tab', { name: tab, exact: true }).click();
  await expect(drawer(page).getByTestId('job-proofs')).toBeVisible();
}

async function sendRound(page: Page, note: string) {
  const form = drawer(page).getByTestId('proof-upload-form');
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'render.png', mimeType: 'image/png', buffer: RENDER });
  await form.getByTestId('proof-upload-note').fill(note);
  await form.getByTestId('proof-upload-submit').click();
}

/** The default stages, with a deposit of `percent` before Casting (null: none), saved as staff. */
async function depositBeforeCasting(request: APIRequestContext, percent: number | null) {
  const login = await request.post('/api/auth/portal-login', {
    data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  type Stage = { id: number; nameEn: string; nameFr: string; expectedDays: number };
  const lists = await valueOf<{ stages: Stage[] }[]>(
    await request.get('/api/production-stages', { headers }),
  );
  await valueOf(
    await request.post('/api/production-stages', {
      headers,
      data: {
        serviceTypeId: null,
        stages: lists[0]!.stages.map((s) => ({
          id: s.id,
          name: s.nameEn,
          nameFr: s.nameFr,
          expectedDays: s.expectedDays,
          depositPercent: s.nameEn === 'Casting' ? percent : null,
        })),
      },
    }),
  );
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ request }) => depositBeforeCasting(request, 30));
test.afterAll(async ({ request }) => depositBeforeCasting(request, null));

for (const lang of ['en', 'fr'] as const) {
  test(`two proof rounds, the second approved and its PDF opened; the deposit paid lets the job reach Casting (${lang})`, async ({
    signedIn,
    request,
  }) => {
    const words = WORDS[lang];
    const { order_code: code } = await placeJobOrder(request, ACCOUNTS.customer);
    const staff = await signedIn(ACCOUNTS.admin, lang, { width: words.width, height: 900 });
    const customer = await signedIn(ACCOUNTS.customer, lang, { width: words.width, height: 900 });

    await openProduction(staff, words.prefix, code, words.tab);
    await sendRound(staff, 'First render');
    await expect(rounds(staff)).toHaveCount(1);
    await expect(rounds(staff).first()).toHaveAttribute('data-status', 'open');

    await openProduction(customer, words.prefix, code, words.tab);
    await drawer(customer).getByText(words.changes, { exact: true }).click();
    await drawer(customer).getByTestId('proof-comments').fill('A thinner band, please.');
    await drawer(customer).getByTestId('proof-answer-submit').click();
    await expect(rounds(customer).first()).toHaveAttribute('data-status', 'changes_requested');

    await openProduction(staff, words.prefix, code, words.tab);
    await sendRound(staff, 'Thinner band');
    await expect(rounds(staff)).toHaveCount(2);

    await openProduction(customer, words.prefix, code, words.tab);
    await drawer(customer).getByTestId('proof-signature').fill('Ada Aurora');
    await drawer(customer).getByTestId('proof-answer-submit').click();
    await expect(rounds(customer).first()).toHaveAttribute('data-status', 'approved');
    await expect(drawer(customer).getByTestId('proof-approval')).toContainText('Ada Aurora');
    const [pdf] = await Promise.all([
      customer.context().waitForEvent('page'),
      drawer(customer).getByTestId('proof-approval-pdf').click(),
    ]);
    await expect.poll(() => pdf.url()).toMatch(/^blob:/);
    await pdf.close();
    const subjects = (await demoOutbox(request)).map((mail) => mail.subject);
    expect(subjects.some((s) => s.startsWith(`${code}`) && /2/.test(s))).toBe(true);

    // The job stops at Wax: Casting waits for the deposit.
    for (let i = 0; i < 3; i += 1) {
      const moves = drawer(staff).getByTestId('job-timeline-move');
      const before = await moves.count();
      await drawer(staff).getByTestId('stage-move-submit').click();
      await expect(moves).toHaveCount(before + 1);
    }
    await drawer(staff).getByTestId('stage-move-submit').click();
    await expect(drawer(staff).getByTestId('stage-move-error')).toHaveText(words.blocked);

    await expect(drawer(customer).getByTestId('job-deposit')).toHaveAttribute('data-status', 'due');
    await drawer(customer).getByTestId('job-deposit-pay').click();
    await typeNewCard(customer, 'Ada Aurora');
    await customer.getByTestId('pay-amount-submit').click();
    await expect(drawer(customer).getByTestId('job-deposit')).toHaveAttribute('data-status', 'paid');
    const width = await customer.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(words.width);
    await customer.screenshot({ path: `test-results/proofs-deposit-${lang}-${words.width}.png` });

    await openProduction(staff, words.prefix, code, words.tab);
    await drawer(staff).getByTestId('stage-move-submit').click();
    await expect(currentStage(staff)).toContainText(words.casting);
  });
}
