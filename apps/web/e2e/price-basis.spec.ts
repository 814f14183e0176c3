import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, appReady } from './helpers';

// Palladium: no other journey prices in it, so changing its price here moves no other test's amounts.
async function setPalladiumPrice(request: APIRequestContext, pricePerOunce: number) {
  const login = await request.post('/api/auth/portal-login', {
    data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  const { token } = (await login.json()) as { token: string };
  const changed = await request.post('/api/Metals/master-alloy-price', {
    headers: { authorization: `Bearer ${token}` },
    data: { code: 'PALLADIUM', pricePerOunce },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
}

async function currentPalladiumPrice(request: APIRequestContext): Promise<number> {
  const metals = (await (await request.get('/api/Metals/ShownInCatalog')).json()) as {
    value: { code: string; priceBasis: { pricePerOunce: number } }[];
  };
  return metals.value.find((m) => m.code === 'PD950')!.priceBasis.pricePerOunce;
}

/** The day staff set a price, as the page writes it. */
const today = (locale: string) =>
  new Date().toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const settled = (page: Page, testId: string) =>
  expect(page.getByTestId(testId)).not.toHaveAttribute('data-updating');

test.describe('the basis of a metal price', () => {
  test('the product page and the configurator name it, in English and French, and follow a new price', async ({
    page,
    request,
  }) => {
    const before = await currentPalladiumPrice(request);

    // The product page: the default metal's basis from the server, then the chosen metal's.
    await page.goto('/product/ns-rg1028');
    await appReady(page);
    const basis = page.getByTestId('product-price-basis');
    await expect(basis).toHaveText(/^Metal price: \w+(,| [AP]M fixing).*: \$[\d,]+\.\d\d\/oz t/);
    await page.getByTestId('metal-select').selectOption({ label: 'Palladium 950' });
    await settled(page, 'product-price');
    await expect(basis).toHaveText(
      // The demo's palladium follows its PM fixings; a run before this one may have left a price set by staff.
      /^Metal price: Palladium( PM fixing,|, price set by staff on) \w{3} \d{1,2}, \d{4}: \$[\d,]+\.\d\d\/oz t \+ \$108\.86$/,
    );

    // The configurator, in French: the basis under the price and the weight in the trade's three units.
    await page.goto('/fr/configurator/ns-rg1028');
    await appReady(page);
    await page.getByTestId('metal-PD950').click();
    await settled(page, 'configurator-price');
    const frBasis = page.getByTestId('configurator-price-basis');
    await expect(frBasis).toHaveText(
      /^Prix du métal : (Fixing PM du palladium,|Palladium, prix fixé par nos soins le) \d{1,2} [a-zéû.]+ \d{4} : [\d\u202f]+,\d\d\u00a0\$US\/oz t \+ 108,86\u00a0\$US$/,
    );
    await expect(page.getByTestId('configurator-breakdown')).toContainText(
      /Métal \([\d,]+ g · [\d,]+ dwt · [\d,]+ oz t\)/,
    );

    // Staff set a new palladium price: after a reload, both pages cite it.
    const next = before === 1234.56 ? 1240.5 : 1234.56;
    const digits = { minimumFractionDigits: 2 };
    const en = `$${next.toLocaleString('en-US', digits)}/oz t + $108.86`;
    const fr = `${next.toLocaleString('fr-FR', digits)}\u00a0$US/oz t + 108,86\u00a0$US`;
    await setPalladiumPrice(request, next);
    try {
      await page.reload();
      await appReady(page);
      await page.getByTestId('metal-PD950').click();
      await settled(page, 'configurator-price');
      await expect(frBasis).toContainText(fr);

      await page.goto('/configurator/ns-rg1028');
      await appReady(page);
      await page.getByTestId('metal-PD950').click();
      await settled(page, 'configurator-price');
      await expect(page.getByTestId('configurator-price-basis')).toHaveText(
        `Metal price: Palladium, price set by staff on ${today('en-US')}: ${en}`,
      );
      await expect(page.getByTestId('configurator-breakdown')).toContainText(
        /Metal \([\d.]+ g · [\d.]+ dwt · [\d.]+ oz t\)/,
      );

      await page.goto('/fr/product/ns-rg1028');
      await appReady(page);
      await page.getByTestId('metal-select').selectOption({ label: 'Palladium 950' });
      await settled(page, 'product-price');
      await expect(page.getByTestId('product-price-basis')).toHaveText(
        `Prix du métal : Palladium, prix fixé par nos soins le ${today('fr-FR')} : ${fr}`,
      );
    } finally {
      await setPalladiumPrice(request, before);
    }
  });
});
