import { expect, test } from '@playwright/test';
import { ACCOUNTS, appReady, chooseOption, dataShown, demoOutbox, signIn } from './helpers';

/** The owner company's e-mail in the demo data: where the contact form's messages go. */
const STAFF_EMAIL = 'orders@northstar-jewelry.example';

test.describe('CMS components, the contact form and the home page sections', () => {
  test('staff create a component with typed fields, edit a field, delete one, and find the component', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/backoffice/cms/components');
    await appReady(page);
    await expect(page.getByRole('link', { name: 'FAQ entry', exact: true })).toBeVisible();

    await page.getByTestId('component-new').click();
    const dialog = page.getByRole('dialog', { name: 'New component' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`Care tip ${stamp}`);
    await dialog.getByRole('textbox', { name: 'Code' }).fill(`care-tip-${stamp}`);
    await dialog.getByRole('button', { name: 'Create component' }).click();
    await page.waitForURL(/\/backoffice\/cms\/components\/\d+$/);
    await appReady(page);
    await expect(page.getByText('This component has no field yet.')).toBeVisible();

    const addField = async (name: string, code: string, type: string) => {
      await page.getByTestId('field-add').click();
      const form = page.getByRole('dialog', { name: 'Add field' });
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      await form.getByRole('textbox', { name: 'Code' }).fill(code);
      await chooseOption(page, form.getByRole('combobox', { name: 'Field type' }), type);
      await form.getByRole('button', { name: 'Save field' }).click();
      await expect(form).toBeHidden();
      await expect(page.getByTestId('component-field-row').filter({ hasText: name })).toBeVisible();
    };
    await addField('Tip', 'tip', 'Rich text');
    await addField('Order', 'order', 'Number');

    // Edit a field: a new name, and required.
    await page.getByRole('button', { name: 'Edit Tip' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit field' });
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('Advice');
    await edit.getByRole('switch', { name: 'Required' }).check();
    await edit.getByRole('button', { name: 'Save field' }).click();
    await expect(edit).toBeHidden();
    const advice = page.getByTestId('component-field-row').filter({ hasText: 'Advice' });
    await expect(advice).toContainText('Rich text');
    await expect(advice).toContainText('Required');

    // Delete a field, after confirming.
    await page.getByRole('button', { name: 'Delete Order' }).click();
    await page.getByTestId('cms-delete-confirm').click();
    await expect(page.getByTestId('component-field-row')).toHaveCount(1);

    // Rename the component, then find it by its code, whatever the case.
    await page.getByTestId('component-name').fill(`Care advice ${stamp}`);
    await page.getByRole('button', { name: 'Save component' }).click();
    await expect(page.getByText(`Care advice ${stamp} - saved successfully!`)).toBeVisible();
    await page.goto('/backoffice/cms/components');
    await appReady(page);
    await page.getByRole('textbox', { name: 'Search by name or code' }).fill(`CARE-TIP-${stamp}`);
    await expect(page.getByTestId('components-grid-row')).toHaveCount(1);
    await expect(page.getByRole('link', { name: `Care advice ${stamp}` })).toBeVisible();
  });

  test('a visitor sends the contact form and staff receive the message', async ({ page, request }) => {
    const stamp = Date.now().toString(36);
    await page.goto('/contact-us');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Your name' }).fill('Léa Fontaine');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(`lea-${stamp}@atelier-fontaine.example`);
    await page.getByRole('textbox', { name: 'Subject' }).fill(`Signet rings ${stamp}`);
    await page.getByRole('button', { name: 'Send the message' }).click();
    // The message is required: the form says so and sends nothing.
    await expect(page.getByText('Message is required')).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Could you engrave a family crest on twelve rings?');
    await page.getByRole('button', { name: 'Send the message' }).click();
    await expect(page.getByTestId('contact-sent')).toContainText('Thank you for your message.');

    const mail = (await demoOutbox(request)).find((m) => m.subject === `Contact form: Signet rings ${stamp}`);
    expect(mail?.to).toBe(STAFF_EMAIL);
    expect(mail?.text).toContain(`lea-${stamp}@atelier-fontaine.example`);
    expect(mail?.text).toContain('family crest');

    // In French: the form's words, and the answer.
    await page.goto('/fr/contact-us');
    await appReady(page);
    await page.getByRole('textbox', { name: 'Votre nom' }).fill('Léa Fontaine');
    await page.getByRole('textbox', { name: 'Courriel' }).fill(`lea-fr-${stamp}@atelier-fontaine.example`);
    await page.getByRole('textbox', { name: 'Objet' }).fill(`Chevalières ${stamp}`);
    await page.getByRole('textbox', { name: 'Message' }).fill('Pouvez-vous graver des armoiries ?');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByTestId('contact-sent')).toContainText('Merci pour votre message.');
  });

  test('the home page shows the sections written in the CMS, server-rendered in English and in French', async ({
    page,
    request,
  }) => {
    const en = await (await request.get('/')).text();
    expect(en).toContain('Fine jewellery, made in our workshop for yours');
    expect(en).toContain('Everything in one place');
    expect(en).toContain(
      'Follow job orders, sales orders and quotes through casting, setting and polishing.',
    );
    const fr = await (await request.get('/fr')).text();
    expect(fr).toContain('Des bijoux d’exception, fabriqués dans notre atelier pour le vôtre');
    expect(fr).toContain('Tout au même endroit');
    await page.goto('/fr');
    await appReady(page);
    await expect(page.getByTestId('home-title')).toHaveText(
      'Des bijoux d’exception, fabriqués dans notre atelier pour le vôtre',
    );
    await expect(page.getByRole('link', { name: 'Parcourir le catalogue' })).toHaveAttribute(
      'href',
      '/fr/catalogue',
    );
    await expect(page.getByTestId('home-banner')).toContainText('Sur mesure, du croquis à la livraison');
  });

  test('staff change a home section, publish it, and visitors see the change', async ({ page, browser }) => {
    const stamp = Date.now().toString(36);
    // A visitor's first look: the page as cached for visitors.
    const visitor = await browser.newPage();
    await visitor.goto('/');
    await expect(visitor.getByTestId('home-banner')).toBeVisible();

    await signIn(page, ACCOUNTS.admin);
    await page.goto('/backoffice/cms/contents');
    await appReady(page);
    await page.getByRole('textbox', { name: 'Search by name or slug' }).fill('home-banner');
    await page.getByRole('link', { name: 'Home – banner' }).click();
    await page.waitForURL(/\/backoffice\/cms\/contents\/\d+$/);
    await appReady(page);
    await dataShown(page);
    await page
      .getByRole('textbox', { name: 'Title', exact: true })
      .fill(`Bespoke pieces in six weeks ${stamp}`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText(/saved successfully|updated successfully/).first()).toBeVisible();

    await visitor.goto('/');
    await expect(visitor.getByTestId('home-banner')).toContainText(`Bespoke pieces in six weeks ${stamp}`);
    // The French title was not changed: the French page keeps it.
    await visitor.goto('/fr');
    await expect(visitor.getByTestId('home-banner')).toContainText('Sur mesure, du croquis à la livraison');
    await visitor.close();

    // The editor in French names the fields in French.
    await page.goto(new URL(page.url()).pathname.replace('/backoffice/', '/fr/backoffice/'));
    await appReady(page);
    await expect(page.getByRole('textbox', { name: 'Titre', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Libellé du bouton', exact: true })).toBeVisible();
  });
});
