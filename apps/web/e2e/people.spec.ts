import { expect, test } from '@playwright/test';
import { ACCOUNTS, appReady, chooseOption, signIn } from './helpers';

// other@demo.test (C1002) edits its profile: the journeys of the other files use customer@demo.test's addresses.
test.describe('my profile cards', () => {
  test('contact info and a shipping address, each saved on its own with its field errors (English)', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.other);
    await page.goto('/backoffice/my-profile');
    await appReady(page);
    await expect(page.getByTestId('profile-general')).toContainText('Owen Bell');

    const contact = page.getByTestId('card-contact');
    await contact.getByLabel('Phone 1').fill('call me');
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(contact.getByText('Phone number is not valid')).toBeVisible();
    await contact.getByLabel('Phone 1').fill('+1 614 555 0199');
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Contact info - saved successfully!')).toBeVisible();
    await page.reload();
    await appReady(page);
    await expect(page.getByTestId('card-contact').getByLabel('Phone 1')).toHaveValue('+1 614 555 0199');

    // The sign-in e-mail has its own card (with the password and a confirmation link): the rule is checked there.
    const signInEmail = page.getByTestId('card-sign-in-email');
    await signInEmail.getByLabel('New sign-in e-mail').fill('not-an-address');
    await signInEmail.getByRole('button', { name: 'Send the confirmation link' }).click();
    await expect(signInEmail.getByText('E-mail must be valid')).toBeVisible();

    const shipping = page.getByTestId('card-shipping');
    await shipping.getByRole('button', { name: 'Add an address' }).click();
    const form = page.getByTestId('shipping-form');
    await form.getByLabel('Address name').fill('Chapel annex');
    await form.getByLabel('Address line 1').fill('44 Oak Street');
    await form.getByLabel('City').fill('Dublin');
    await form.getByLabel('Zip').fill('43017');
    await chooseOption(page, form.getByTestId('field-stateId'), 'Ohio');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Shipping addresses - saved successfully!')).toBeVisible();
    await expect(shipping.getByTestId('shipping-address').filter({ hasText: 'Chapel annex' })).toContainText(
      // As the US post writes it (shared/reference/address-format.ts).
      '44 Oak Street, Dublin, OH 43017, United States',
    );
  });

  test('the cards in French: titles, the e-mail rule and the saved message', async ({ page }) => {
    await signIn(page, ACCOUNTS.other, { lang: 'fr' });
    await page.goto('/fr/backoffice/my-profile');
    await appReady(page);
    const contact = page.getByTestId('card-contact');
    await expect(contact.getByRole('heading', { name: 'Coordonnées' })).toBeVisible();
    await contact.getByLabel('Fax').fill('+1 614 555 0111');
    await contact.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Coordonnées - enregistré avec succès !')).toBeVisible();

    const signInEmail = page.getByTestId('card-sign-in-email');
    await signInEmail.getByLabel('Nouvel e-mail de connexion').fill('pas-une-adresse');
    await signInEmail.getByRole('button', { name: 'Envoyer le lien de confirmation' }).click();
    await expect(signInEmail.getByText('L’adresse électronique doit être valide')).toBeVisible();

    const password = page.getByTestId('card-password');
    await password.getByLabel('Mot de passe actuel').fill(ACCOUNTS.other.password);
    await password.locator('input[name="newPassword"]').fill('court');
    await password.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(password.getByText('Le mot de passe doit compter au moins 10 caractères')).toBeVisible();
    await expect(
      page.getByTestId('card-settings').getByRole('heading', { name: 'Paramètres' }),
    ).toBeVisible();
  });
});

test.describe('find an authorised partner', () => {
  test('a visitor picks a country and a state and reads the partners there, in English and French', async ({
    page,
  }) => {
    await page.goto('/find-authorized-partner');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Find an authorised partner' })).toBeVisible();
    await page.getByLabel('Country').selectOption({ label: 'United States' });
    await page.waitForURL(/countryId=\d+/);
    const partner = page.getByTestId('partner');
    await expect(partner).toHaveCount(1);
    await expect(partner).toContainText('Aurora Jewelers');
    await expect(partner).toContainText('580 Fifth Avenue');
    await page.getByLabel('State').selectOption({ label: 'Ohio' });
    // The partner search's own button, not the header's product search.
    await page
      .getByRole('search', { name: 'Search', exact: true })
      .getByRole('button', { name: 'Search' })
      .click();
    await expect(page.getByText('No authorised partner in this area yet.')).toBeVisible();

    // Server-rendered: the French page with its search in the URL lists the partner before any script runs.
    const url = new URL(page.url());
    const countryId = url.searchParams.get('countryId');
    const html = await (await page.request.get(`/fr/find-authorized-partner?countryId=${countryId}`)).text();
    expect(html).toContain('Trouver un partenaire agréé');
    expect(html).toContain('Aurora Jewelers');
  });
});
