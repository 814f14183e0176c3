import { type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { type Finding, runAxe } from './axe';
import { ACCOUNTS, appReady, dataShown, sideNav, signIn, signOut } from './helpers';

// axe-core audits the library with its dialogs open (the accessibility suite sees the page as it first shows).
test.use({ bypassCSP: true });

/** A photo-like picture: a gold ring on a warm background. */
const photo = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="#efe6d8"/><circle cx="450" cy="300" r="180" fill="none" stroke="#c9a227" stroke-width="40"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function openLibrary(page: Page, lang: 'en' | 'fr' = 'en') {
  await page.goto(lang === 'fr' ? '/fr/backoffice/media-library' : '/backoffice/media-library');
  await appReady(page);
  await dataShown(page);
}

const card = (page: Page, title: string) => page.getByTestId('media-asset').filter({ hasText: title });

test('a customer uploads a photo into its media library; another customer cannot see it, staff can', async ({
  page,
}) => {
  const title = `Bridal set ${Date.now().toString(36)}`;
  await signIn(page, ACCOUNTS.customer);
  await sideNav(page).getByRole('link', { name: 'Media library' }).click();
  await expect(page).toHaveURL(/\/backoffice\/media-library$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
  await appReady(page);
  await dataShown(page);
  // The demo library: the shared pictures of staff are there beside the customer's own.
  await expect(card(page, 'Solitaire ring, 18k yellow gold')).toBeVisible();

  // A page renamed .png is refused with the reason, and nothing is added.
  const input = page.getByTestId('media-file-input');
  await input.setInputFiles({
    name: 'ring.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  });
  await expect(page.getByTestId('media-upload-refused')).toContainText(
    'HTML, XML and SVG files are not accepted: they can carry scripts.',
  );

  await input.setInputFiles({ name: `${title}.png`, mimeType: 'image/png', buffer: await photo() });
  await expect(page.getByText(`${title} - saved successfully!`)).toBeVisible();
  // The toast is gone before the page is audited below (the audit is of the library, not of the toasts).
  await expect(page.getByText(`${title} - saved successfully!`)).toBeHidden();
  const mine = card(page, title);
  await expect(mine).toBeVisible();
  const thumbnail = mine.getByTestId('media-thumbnail');
  await expect(thumbnail).toHaveJSProperty('complete', true);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  const thumbnailUrl = await thumbnail.getAttribute('src');

  // Open shows the picture itself.
  await mine.getByRole('button', { name: `Open ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('img', { name: title })).toBeVisible();
  await expect(dialog).toContainText('900 × 600 px');
  const findings: Finding[] = [];
  await runAxe(page, 'library with a picture open', findings);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await mine.getByRole('button', { name: 'Edit' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Edit' }).getByRole('textbox', { name: 'Title' }),
  ).toHaveValue(title);
  await runAxe(page, 'edit dialog', findings);
  await page.keyboard.press('Escape');
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
  await signOut(page);

  // Another customer: not in its library, and the thumbnail's address answers as missing.
  await signIn(page, ACCOUNTS.other);
  await openLibrary(page);
  await expect(card(page, 'Solitaire ring, 18k yellow gold')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search by title' }).fill(title);
  await expect(page.getByTestId('media-empty')).toBeVisible();
  await expect(page.getByTestId('media-asset')).toHaveCount(0);
  expect((await page.request.get(thumbnailUrl!)).status()).toBe(404);
  await signOut(page);

  // Staff see every customer's assets, with whose they are.
  await signIn(page, ACCOUNTS.admin);
  await openLibrary(page);
  await page.getByRole('textbox', { name: 'Search by title' }).fill(title);
  await expect(card(page, title)).toBeVisible();
  await expect(card(page, title).getByTestId('media-thumbnail')).toHaveJSProperty('complete', true);
  await card(page, title)
    .getByRole('button', { name: `Open ${title}` })
    .click();
  await expect(page.getByRole('dialog', { name: title })).toContainText('Aurora Jewelers');
});

test('in French, on a 360 px phone, with the staff’s upload limits', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, ACCOUNTS.admin, { lang: 'fr' });
  await openLibrary(page, 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Médiathèque' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dossiers' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choisir des fichiers' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Rechercher par titre' })).toBeVisible();
  await expect(card(page, 'Heart pendant with ruby')).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Nouveau dossier' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Nouveau dossier' }).getByRole('textbox', { name: 'Nom du dossier' }),
  ).toBeVisible();
  const dialogFindings: Finding[] = [];
  await runAxe(page, '/fr new folder', dialogFindings);
  expect(dialogFindings, JSON.stringify(dialogFindings, null, 2)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Limites d’envoi' }).click();
  const library = page.getByTestId('upload-limit').filter({ hasText: 'Médiathèque' });
  await expect(library.getByRole('textbox', { name: 'Taille maximale (Mo)' })).toHaveValue('10');
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  const findings: Finding[] = [];
  await runAxe(page, '/fr upload limits', findings);
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.getByRole('tab', { name: 'Médiathèque' }).click();
  await expect(page.getByTestId('media-grid')).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
