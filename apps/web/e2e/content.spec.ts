import { type APIRequestContext, expect, test } from '@playwright/test';
import { ACCOUNTS, appReady, chooseOption, signIn } from './helpers';

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/portal-login', {
    data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

test.describe('storefront content pages from the CMS', () => {
  test('the FAQs are in the server-rendered HTML, in English and in French, with canonical and hreflang', async ({
    request,
  }) => {
    const en = await (await request.get('/faqs')).text();
    expect(en).toContain('<title>Frequently asked questions | Northstar Customer Portal</title>');
    expect(en).toContain('How long does a custom ring take?');
    expect(en).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/faqs"/);
    expect(en).toMatch(/<link rel="alternate" hrefLang="fr" href="http:\/\/[^"]+\/fr\/faqs"/i);
    const fr = await (await request.get('/fr/faqs')).text();
    expect(fr).toContain('Combien de temps faut-il pour une bague sur mesure ?');
    expect(fr).toContain('Questions fréquentes');
    for (const path of [
      '/shipping-information',
      '/fr/general-info',
      '/testimonials',
      '/marketing/bridal-collection',
    ])
      expect((await request.get(path)).status(), path).toBe(200);
    expect((await request.get('/marketing/no-such-page')).status()).toBe(404);
  });

  test('staff publish an entry and the storefront shows it in both languages, with no script', async ({
    page,
    request,
  }) => {
    const headers = { authorization: `Bearer ${await adminToken(request)}` };
    const components = await request.get('/api/manage/components?search=faq-entry', { headers });
    const faq = (await components.json()).value.items[0] as { id: number };
    const stamp = Date.now().toString(36);
    const saved = await request.post('/api/manage/contents/content-with-fields', {
      headers,
      data: {
        content: { name: `Gift wrapping ${stamp}`, contentTypeID: faq.id },
        locales: {
          en: {
            fields: {
              question: `Do you gift-wrap (${stamp})?`,
              answer: '<p>Every order ships in our gift box.<script>window.hacked=1</script></p>',
              order: 99,
            },
          },
          fr: { fields: { question: `Faites-vous des paquets cadeaux (${stamp}) ?` } },
        },
        action: 'publish',
      },
    });
    expect(saved.status()).toBe(200);
    await page.goto('/faqs');
    await page.getByText(`Do you gift-wrap (${stamp})?`).click();
    await expect(page.getByText('Every order ships in our gift box.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await page.goto('/fr/faqs');
    await page.getByText(`Faites-vous des paquets cadeaux (${stamp}) ?`).click();
    // not translated yet: the answer shows in English
    await expect(page.getByText('Every order ships in our gift box.')).toBeVisible();
  });

  test('staff write an FAQ entry in the back-office, publish it, and the storefront shows it in both languages', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/backoffice/cms/contents');
    await appReady(page);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Resizing ${stamp}`);
    await chooseOption(page, page.getByRole('combobox', { name: 'Type' }), 'FAQ entry');
    await page.getByRole('button', { name: 'New content' }).click();
    await page.waitForURL(/\/backoffice\/cms\/contents\/\d+$/);
    await page.getByLabel('Question').fill(`Can a ring be resized twice (${stamp})?`);
    const editor = page.locator('.ProseMirror').first();
    await editor.click();
    await page.keyboard.type('Yes, within two sizes each time.');
    await page.getByRole('tab', { name: 'French' }).click();
    await page.getByLabel('Question').fill(`Une bague peut-elle être ajustée deux fois (${stamp}) ?`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await page.goto('/faqs');
    await page.getByText(`Can a ring be resized twice (${stamp})?`).click();
    await expect(page.getByText('Yes, within two sizes each time.')).toBeVisible();
    await page.goto('/fr/faqs');
    await expect(page.getByText(`Une bague peut-elle être ajustée deux fois (${stamp}) ?`)).toBeVisible();
  });
});
