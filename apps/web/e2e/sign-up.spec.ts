import { type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, appReady, chooseOption, demoOutbox, fillSignIn, signIn, signOut } from './helpers';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Fills the sign-up form; `labels` are the page's language. */
async function apply(
  page: Page,
  company: string,
  email: string,
  labels: {
    company: string;
    first: string;
    last: string;
    email: string;
    billing: string;
    line1: string;
    city: string;
    country: string;
    state: string;
  },
  place: { country: string; state: string },
) {
  const form = page.getByTestId('sign-up-form');
  // Labels from their start: the form itself is labelled too ("Your company"), and required ones end with '*'.
  const field = (label: string) => form.getByLabel(new RegExp(`^${label}`));
  await field(labels.company).fill(company);
  await field(labels.first).fill('Nora');
  await field(labels.last).fill('Lindqvist');
  await field(labels.email).fill(email);
  await form.getByLabel(`${labels.billing} – ${labels.line1}`).fill('12 Canal Street');
  await form.getByLabel(`${labels.billing} – ${labels.city}`).fill('New York');
  await chooseOption(page, form.getByTestId('field-billingAddress.countryId'), place.country);
  await chooseOption(page, form.getByTestId('field-billingAddress.stateId'), place.state);
}

test.describe('sign-up to approval to first sign-in', () => {
  test('a visitor applies from the sign-in page, staff approve, and the new user signs in (English)', async ({
    page,
    request,
  }) => {
    const company = `Maple Lane Jewelers ${stamp()}`;
    const email = `nora-${stamp()}@maple-lane.example`;
    await page.goto('/login');
    await appReady(page);
    await page.getByTestId('sign-up-link').click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByRole('heading', { name: 'Apply for a customer account' })).toBeVisible();
    await appReady(page);
    // Bad input is shown on its field and nothing is sent.
    const form = page.getByTestId('sign-up-form');
    await form.getByLabel(/^Email/).fill('not-an-address');
    await form.getByRole('button', { name: 'Send the application' }).click();
    await expect(form.getByText('E-mail must be valid')).toBeVisible();
    await expect(form.getByText('Company is required')).toBeVisible();
    await apply(
      page,
      company,
      email,
      {
        company: 'Company',
        first: 'First name',
        last: 'Last name',
        email: 'Email',
        billing: 'Billing address',
        line1: 'Address line 1',
        city: 'City',
        country: 'Country',
        state: 'State',
      },
      { country: 'United States', state: 'New York' },
    );
    await form.getByRole('button', { name: 'Send the application' }).click();
    await expect(page.getByTestId('sign-up-received')).toContainText(
      'Thank you. Your application has been received',
    );

    await signIn(page, ACCOUNTS.admin);
    await page.goto('/backoffice/users');
    await appReady(page);
    await page.getByRole('tab', { name: 'Sign-up applications' }).click();
    await page.getByLabel('Search by company, name or e-mail').fill(company);
    const row = page.getByTestId('sign-up-application-row').filter({ hasText: company });
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: 'Review' }).click();
    const detail = page.getByTestId('application-detail');
    await expect(detail).toContainText('12 Canal Street');
    await detail.getByRole('button', { name: 'Approve and invite' }).click();
    await expect(page.getByText(new RegExp(`${company} is now customer C\\d+`))).toBeVisible();
    await expect(detail).toContainText('Reviewed by Ada Marlow');

    let mail: { text: string } | undefined;
    await expect
      .poll(async () => (mail = (await demoOutbox(request)).find((m) => m.to === email)))
      .toBeDefined();
    const password = /temporary password: (\S+)/.exec(mail!.text)![1]!;
    await page.keyboard.press('Escape');
    await expect(detail).toHaveCount(0);
    await signOut(page);
    await page.goto('/login');
    await appReady(page);
    await fillSignIn(page, email, password);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.locator('input[name="currentPassword"]').fill(password);
    await page.locator('input[name="newPassword"]').fill('Maple#Lane2026');
    await page.locator('input[name="confirmPassword"]').fill('Maple#Lane2026');
    await page.getByRole('button', { name: 'Change the password' }).click();
    await expect(page).toHaveURL(/\/backoffice\//);
    await expect(
      page.getByTestId('customer-switcher').or(page.getByTestId('user-menu')).first(),
    ).toBeVisible();
    await page.goto('/backoffice/my-profile');
    await expect(page.getByTestId('profile-general')).toContainText(company);
  });

  test('a French application is declined and the applicant is told in French', async ({ page, request }) => {
    const company = `Bijouterie Lumière ${stamp()}`;
    const email = `claire-${stamp()}@lumiere.example`;
    await page.goto('/fr/sign-up');
    await expect(page.getByRole('heading', { name: 'Demander un compte client' })).toBeVisible();
    await appReady(page);
    await apply(
      page,
      company,
      email,
      {
        company: 'Société',
        first: 'Prénom',
        last: 'Nom',
        email: 'E-mail',
        billing: 'Adresse de facturation',
        line1: 'Adresse ligne 1',
        city: 'Ville',
        country: 'Pays',
        state: 'État / province',
      },
      { country: 'États-Unis', state: 'New York' },
    );
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page.getByTestId('sign-up-received')).toContainText('Votre demande a bien été reçue');

    await signIn(page, ACCOUNTS.sales, { lang: 'fr' });
    await page.goto('/fr/backoffice/users');
    await appReady(page);
    await page.getByRole('tab', { name: 'Demandes d’ouverture de compte' }).click();
    await page.getByLabel('Rechercher par société, nom ou e-mail').fill(company);
    const row = page.getByTestId('sign-up-application-row').filter({ hasText: company });
    await expect(row).toContainText('En attente');
    await row.getByRole('button', { name: 'Examiner' }).click();
    const detail = page.getByTestId('application-detail');
    await detail
      .getByLabel('Motif, ajouté à l’e-mail (facultatif)')
      .fill('Nous ne livrons pas encore votre région.');
    await detail.getByRole('button', { name: 'Refuser' }).click();
    await expect(page.getByText(`La demande de ${company} a été refusée`)).toBeVisible();

    let mail: { subject: string; text: string } | undefined;
    await expect
      .poll(async () => (mail = (await demoOutbox(request)).find((m) => m.to === email)))
      .toBeDefined();
    expect(mail!.subject).toBe('Votre demande d’accès à notre portail client');
    expect(mail!.text).toContain('Nous ne livrons pas encore votre région.');
  });
});
