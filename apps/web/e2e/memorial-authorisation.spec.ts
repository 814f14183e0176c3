import { type Locator, type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { type Finding, runAxe } from './axe';
import { notFrench } from './french-text';
import { ACCOUNTS, appReady, openedPdf, signIn } from './helpers';

// The memorial program's chain of custody on the funeral home's screens (docs/decisions.md "Chain of custody"): a
// decedent and its print, the next of kin's authorisation signed on the screen (drawn with the mouse in English at
// 1366 px, typed in French at 360 px), its signed PDF, the access log, and a withdrawal that locks the print.

const WORDS = {
  en: {
    newDecedent: 'New decedent',
    firstName: 'First name',
    lastName: 'Last name',
    saved: (name: string) => `${name} - saved successfully!`,
    file: 'Fingerprint picture',
    finger: 'Finger',
    consentGivenBy: 'Consent given by',
    upload: 'Upload fingerprint',
    notAuthorized: 'Prints cannot be ordered yet',
    notOrderable: 'Cannot be ordered yet',
    awaiting: 'Awaiting authorisation',
    record: 'Record an authorisation',
    signerName: 'Next of kin’s name',
    relationship: 'Relationship to the decedent',
    email: 'E-mail',
    phone: 'Telephone',
    typed: 'Typed',
    typedSignature: 'Typed signature',
    confirmed: 'I confirm that this person read the statement above and signed it in front of me.',
    submit: 'Save the signed authorisation',
    confirmMissing: 'Confirm that the person read the statement and signed it.',
    drawMissing: 'Draw the signature in the box.',
    statement: /^I, the person named above, have the right to decide/,
    authorized: 'Prints may be used',
    inForce: 'In force',
    recordedBy: 'Recorded by Owen Bell',
    usable: 'Authorised',
    pdf: (name: string) => `Signed PDF of ${name}`,
    logRecorded: 'Authorisation recorded',
    logViewed: 'Viewed',
    logWithdrawn: 'Authorisation withdrawn',
    withdraw: 'Withdraw',
    withdrawConfirm: 'Withdraw and lock',
    locked: 'Locked',
    lockedText: /^Locked: the authorisation was withdrawn/,
    withdrawn: 'Withdrawn',
  },
  fr: {
    newDecedent: 'Nouveau défunt',
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    saved: (name: string) => `${name} - enregistré avec succès !`,
    file: 'Image de l’empreinte',
    finger: 'Doigt',
    consentGivenBy: 'Consentement donné par',
    upload: 'Envoyer l’empreinte',
    notAuthorized: 'Les empreintes ne peuvent pas encore être commandées',
    notOrderable: 'Ne peut pas encore être commandée',
    awaiting: 'En attente d’autorisation',
    record: 'Enregistrer une autorisation',
    signerName: 'Nom du plus proche parent',
    relationship: 'Lien avec le défunt',
    email: 'Courriel',
    phone: 'Téléphone',
    typed: 'Saisie',
    typedSignature: 'Signature saisie',
    confirmed: 'Je confirme que cette personne a lu la déclaration ci-dessus et l’a signée devant moi.',
    submit: 'Enregistrer l’autorisation signée',
    confirmMissing: 'Confirmez que la personne a lu la déclaration et l’a signée.',
    drawMissing: 'Tracez la signature dans le cadre.',
    statement: /^Je soussigné\(e\), la personne nommée ci-dessus/,
    authorized: 'Les empreintes peuvent être utilisées',
    inForce: 'En vigueur',
    recordedBy: 'Enregistré par Owen Bell',
    usable: 'Autorisée',
    pdf: (name: string) => `PDF signé de ${name}`,
    logRecorded: 'Autorisation enregistrée',
    logViewed: 'Consultée',
    logWithdrawn: 'Autorisation retirée',
    withdraw: 'Retirer',
    withdrawConfirm: 'Retirer et verrouiller',
    locked: 'Verrouillée',
    lockedText: /^Verrouillée : l’autorisation a été retirée/,
    withdrawn: 'Retirée',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

// axe-core is injected into the page: the Content-Security-Policy (which allows only the page's own scripts) is left
// aside for it.
test.use({ bypassCSP: true });

/** No serious or critical axe violation with the drawer (or a dialog) open; on a French page, nothing left in English. */
async function audited(page: Page, where: string, lang: 'en' | 'fr') {
  const findings: Finding[] = [];
  await runAxe(page, where, findings);
  if (lang === 'fr') expect(notFrench(await page.locator('body').innerText())).toEqual([]);
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
}

/** A drawn fingerprint: ridges as rings, dark on light, large enough to pass the server's quality check. */
async function printPng() {
  const rings: string[] = [];
  for (let r = 8; r < 270; r += 9)
    rings.push(
      `<ellipse cx="240" cy="300" rx="${(r * 0.78).toFixed(1)}" ry="${r}" fill="none" stroke="#222" stroke-width="4"/>`,
    );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600"><rect width="100%" height="100%" fill="#f4f1ec"/>${rings.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Records a decedent and uploads its print on the decedents page; answers the open drawer. */
async function decedentWithPrint(page: Page, w: Words, prefix: '' | '/fr', lastName: string) {
  await page.goto(`${prefix}/backoffice/decedents`);
  await appReady(page);
  await page.getByRole('button', { name: w.newDecedent }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('textbox', { name: w.firstName, exact: true }).fill('Rosa');
  await drawer.getByRole('textbox', { name: w.lastName, exact: true }).fill(lastName);
  await drawer.getByTestId('save-decedent').click();
  await expect(page.getByText(w.saved(`Rosa ${lastName}`))).toBeVisible();
  const upload = drawer.getByTestId('fingerprint-upload');
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'print.png',
    mimeType: 'image/png',
    buffer: await printPng(),
  });
  await upload.getByRole('textbox', { name: w.finger }).fill('Right thumb');
  await upload.getByRole('textbox', { name: w.consentGivenBy }).fill('Erik Lindqvist (son)');
  await upload.getByTestId('fingerprint-consent').check();
  await upload.getByRole('button', { name: w.upload }).click();
  await expect(drawer.getByTestId('fingerprint')).toHaveCount(1);
  return drawer;
}

/** Before any authorisation the print says it cannot be ordered; the form is opened and the next of kin named. */
async function startAuthorisation(drawer: Locator, w: Words) {
  const print = drawer.getByTestId('fingerprint');
  await expect(print.getByTestId('fingerprint-state')).toHaveText(w.awaiting);
  await expect(print.getByTestId('fingerprint-not-orderable')).toContainText(w.notOrderable);
  await expect(print.getByTestId('order-memorial-piece')).toHaveCount(0);
  const panel = drawer.getByTestId('authorizations');
  await expect(panel.getByTestId('authorization-state')).toContainText(w.notAuthorized);
  await panel.getByRole('button', { name: w.record }).click();
  const form = panel.getByTestId('authorization-form');
  await expect(form.getByTestId('authorization-statement')).toContainText(w.statement);
  await form.getByRole('textbox', { name: w.signerName }).fill('Erik Lindqvist');
  await form.getByRole('textbox', { name: w.relationship }).fill('Son');
  await form.getByRole('textbox', { name: w.email }).fill('erik.lindqvist@example.com');
  await form.getByRole('textbox', { name: w.phone }).fill('+1 555 010 2030');
  return form;
}

/** The authorisation is listed, in force, and the print may be used. */
async function expectAuthorised(drawer: Locator, w: Words) {
  const panel = drawer.getByTestId('authorizations');
  const card = panel.getByTestId('authorization');
  await expect(card).toContainText('Erik Lindqvist (Son)');
  await expect(card).toContainText(w.inForce);
  await expect(card).toContainText(w.recordedBy);
  await expect(panel.getByTestId('authorization-state')).toContainText(w.authorized);
  await expect(drawer.getByTestId('fingerprint').getByTestId('fingerprint-state')).toHaveText(w.usable);
  return card;
}

test('EN at 1366: a funeral home records the next of kin’s drawn signature, opens the signed PDF and reads the access log', async ({
  page,
}) => {
  const w = WORDS.en;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, ACCOUNTS.other);
  const drawer = await decedentWithPrint(page, w, '', `Drawn${Date.now().toString(36)}`);
  const form = await startAuthorisation(drawer, w);

  // Nothing is sent before the signature is drawn and the recorder confirms.
  await form.getByRole('button', { name: w.submit }).click();
  await expect(form.getByText(w.drawMissing)).toBeVisible();
  await expect(form.getByText(w.confirmMissing)).toBeVisible();

  // The signature, drawn with the mouse on the canvas.
  const canvas = form.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let step = 1; step <= 24; step++)
    await page.mouse.move(box.x + 30 + step * 12, box.y + box.height * (0.5 + 0.25 * Math.sin(step / 2.5)), {
      steps: 2,
    });
  await page.mouse.up();
  await expect(form.getByText('Signature drawn')).toBeVisible();
  await audited(page, 'authorisation form', 'en');
  await form.getByRole('checkbox', { name: w.confirmed }).check();
  await form.getByRole('button', { name: w.submit }).click();

  const card = await expectAuthorised(drawer, w);
  await expect(card).toContainText('Drawn · statement version 1 in English');
  const pdfButton = card.getByRole('button', { name: w.pdf('Erik Lindqvist') });
  expect(await openedPdf(page, '**/api/decedents/*/authorizations/*/pdf', () => pdfButton.click())).toBe(
    '%PDF-',
  );

  // The chain of custody: the authorisation, and the print shown on this screen.
  const log = drawer.getByTestId('access-log');
  await log.scrollIntoViewIfNeeded();
  const rows = log.getByTestId('access-log-row');
  await expect(rows.filter({ hasText: w.logRecorded })).toHaveCount(1);
  await expect(rows.filter({ hasText: w.logRecorded })).toContainText('Owen Bell');
  await expect(rows.filter({ hasText: w.logRecorded })).toContainText('Bellweather Funeral Home session');
  await expect(rows.filter({ hasText: w.logViewed }).first()).toContainText('Right thumb');
  await audited(page, 'authorisation and access log', 'en');
});

test('FR at 360: a typed signature, then a withdrawal that locks the print', async ({ page }) => {
  const w = WORDS.fr;
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, ACCOUNTS.other, { lang: 'fr' });
  const drawer = await decedentWithPrint(page, w, '/fr', `Saisie${Date.now().toString(36)}`);
  const form = await startAuthorisation(drawer, w);
  await form.getByText(w.typed, { exact: true }).click();
  await form.getByRole('textbox', { name: w.typedSignature }).fill('Erik Lindqvist');
  await form.getByRole('checkbox', { name: w.confirmed }).check();
  await form.getByRole('button', { name: w.submit }).click();
  const card = await expectAuthorised(drawer, w);
  await expect(card).toContainText('Saisie · déclaration version 1 en français');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Withdrawal asks first, saying what it means; then the print is locked and no longer shown.
  await card.getByRole('button', { name: w.withdraw, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Retirer l’autorisation de Erik Lindqvist/ });
  await expect(dialog).toContainText('Les empreintes du défunt sont verrouillées immédiatement');
  await dialog.getByRole('textbox', { name: 'Motif (facultatif)' }).fill('La famille a changé d’avis');
  await audited(page, 'withdrawal dialog', 'fr');
  await dialog.getByRole('button', { name: w.withdrawConfirm }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(w.withdrawn);
  await expect(card).toContainText('La famille a changé d’avis');
  const print = drawer.getByTestId('fingerprint');
  await expect(print.getByTestId('fingerprint-state')).toHaveText(w.locked);
  await expect(print.getByText(w.lockedText)).toBeVisible();
  await expect(print.getByRole('img')).toHaveCount(0);
  await expect(drawer.getByTestId('authorizations').getByTestId('authorization-state')).toContainText(
    w.notAuthorized,
  );
  await expect(
    drawer.getByTestId('access-log').getByTestId('access-log-row').filter({ hasText: w.logWithdrawn }),
  ).toHaveCount(1);
  await audited(page, 'locked print and access log', 'fr');
});

const ENGLISH_STATEMENT = /I, the person named above, have the right to decide/;

test('staff read the statement versions under Configuration; a version without its French text is refused', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/backoffice/configuration?section=memorial');
  await appReady(page);
  const panel = page.getByTestId('statement-versions');
  const current = panel.getByTestId('statement-version').first();
  await expect(current).toContainText('Shown to next of kin');
  await expect(current).toContainText(ENGLISH_STATEMENT);
  await expect(current).toContainText(/Je soussigné\(e\), la personne nommée ci-dessus/);
  // A new version starts from the current text; nothing is saved without both languages (no version is added here:
  // the other journeys sign on the current one).
  await panel.getByRole('button', { name: 'Add a new version' }).click();
  const form = panel.getByTestId('statement-form');
  await expect(form.getByRole('textbox', { name: 'English text' })).toHaveValue(ENGLISH_STATEMENT);
  await form.getByRole('textbox', { name: 'French text' }).fill('');
  await form.getByRole('button', { name: 'Save the new version' }).click();
  await expect(form.getByText('The French text is required')).toBeVisible();
  await audited(page, 'statement versions', 'en');
});
