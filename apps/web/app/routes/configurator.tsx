import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { storefrontPaths } from '@portal/shared';
import { useTranslation } from '../lib/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/configurator';
import { Columns } from '../components/columns';
import { ErrorPage } from '../components/error-page';
import { AddToCartButton } from '../features/cart/public/add-to-cart-button';
import { CatalogueBreadcrumb } from '../features/catalog/public/catalogue-breadcrumb';
import { ProductCard } from '../features/catalog/public/product-card';
import { ProductConfigurator } from '../features/catalog/public/product-configurator';
import { ProductFacts } from '../features/catalog/public/product-facts';
import { loadConfigurator } from '../features/catalog/public/load-configurator';
import { MemorialPrint } from '../components/memorial-print';
import { withMemorialPrint } from '../features/decedents/public/memorial-path';
import { MEMORIAL_CATEGORY, loadMemorialPrint } from '../features/decedents/public/memorial-print';
import { hasPrintedDecedents, printChoicePath } from '../features/decedents/public/print-choice';
import { AddToWishlistButton } from '../features/wishlist/public/add-to-wishlist-button';
import { translator } from '../lib/i18n/i18n';
import { langFromPath } from '../lib/i18n/paths';
import { useLocalizePath } from '../lib/i18n/use-lang';
import { pageMeta } from '../lib/page-meta';
import { validatePageRequest } from '../lib/page-request';
import { sessionContext } from '../lib/session/context';
import { storefrontSeoMeta } from '../lib/seo';
import { useStoreCurrency } from '../lib/use-store-currency';

/** Rendered on the server: the product, its metals and the metal of a shared link. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  validatePageRequest(request);
  const { api, getSession } = context.get(sessionContext);
  const url = new URL(request.url);
  const session = await getSession();
  // A print chosen on the decedent's record ("Order a memorial piece"): the memorial pieces to pick from, then the
  // piece made from it. Read on the server like the next choice, so the storefront's script carries none of it.
  const print = await loadMemorialPrint(api, url, session.user);
  const [data, usesPrints] = await Promise.all([
    loadConfigurator(api, url, params.productCode, print ? MEMORIAL_CATEGORY : undefined),
    // A funeral home with printed decedents may have the piece made from a fingerprint. Decided here, on the
    // server, so the storefront's first visit carries no code for it (its 150 KB budget, docs/benchmarks.md).
    hasPrintedDecedents(api, session.user),
  ]);
  return { ...data, usesPrints, print };
}

export const meta: Route.MetaFunction = ({ data, location, error, matches }) => {
  if (error || !data) return pageMeta({ location, matches, error });
  const t = translator(langFromPath(location.pathname));
  if (data.kind === 'picker') {
    return storefrontSeoMeta({
      location,
      matches,
      origin: data.origin,
      path: '/configurator',
      name: t('pages.storefront.configurator'),
      description: t('configurator.pickerIntro'),
    });
  }
  const { product } = data;
  return storefrontSeoMeta({
    location,
    matches,
    origin: data.origin,
    path: storefrontPaths.configurator(product.code),
    name: t('configurator.titleFor', { name: product.name }),
    description: product.seo?.metaDescription ?? product.description,
    keywords: product.seo?.metaKeywords,
    image: product.productImageURLs[0] ? `${product.productImageURLs[0]}?w=1280` : null,
  });
};

export default function Configurator({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const currency = useStoreCurrency();
  const crumbs = [
    { label: t('pages.home'), to: localize('/') },
    { label: t('pages.storefront.catalogue'), to: localize(storefrontPaths.catalogue()) },
  ];

  const { print } = loaderData;
  const withPrint = (path: string) => withMemorialPrint(path, print);

  if (loaderData.kind === 'picker') {
    return (
      <Container size="xl" py="xl">
        <CatalogueBreadcrumb crumbs={[...crumbs, { label: t('pages.storefront.configurator') }]} />
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t('pages.storefront.configurator')}
        </Title>
        {print ? (
          <Stack gap="xs" mb="lg" data-testid="memorial-picker">
            <Text c="dimmed">{t('decedents.memorial.pickerIntro', { name: print.decedentName })}</Text>
            <MemorialPrint print={print} testId="configurator-memorial-print" />
          </Stack>
        ) : (
          <Text c="dimmed" mb="lg">
            {t('configurator.pickerIntro')}
          </Text>
        )}
        <Columns cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" data-testid="configurator-picker">
          {loaderData.products.map((product) => (
            <div key={product.id}>
              <ProductCard
                product={product}
                href={print ? withPrint(localize(storefrontPaths.configurator(product.code))) : undefined}
              />
              <Anchor
                component={Link}
                to={withPrint(localize(storefrontPaths.configurator(product.code)))}
                size="sm"
                mt={6}
                display="inline-block"
              >
                {t('configurator.configure', { name: product.name })}
              </Anchor>
            </div>
          ))}
        </Columns>
      </Container>
    );
  }

  const { product } = loaderData;
  const productPath = localize(storefrontPaths.product(product.code));
  return (
    <Container size="xl" py="xl">
      <CatalogueBreadcrumb
        crumbs={[
          ...crumbs,
          ...(product.categories[0]
            ? [
                {
                  label: product.categories[0].name,
                  to: localize(storefrontPaths.category(product.categories[0].code)),
                },
              ]
            : []),
          { label: product.name, to: productPath },
          { label: t('pages.storefront.configurator') },
        ]}
      />
      <ProductConfigurator
        key={product.id}
        product={product}
        metals={loaderData.metals}
        initialMetalId={loaderData.metalId}
        currency={currency}
        header={
          <>
            <Text size="sm" tt="uppercase" fw={600} c="dimmed">
              {t('configurator.eyebrow')}
            </Text>
            {print && <MemorialPrint print={print} testId="configurator-memorial-print" />}
          </>
        }
        onVersionChosen={(child, metalId) =>
          void navigate(
            withPrint(
              `${localize(storefrontPaths.configurator(child.code))}${metalId ? `?metal=${metalId}` : ''}`,
            ),
          )
        }
        actions={(selection) => (
          <Group gap="sm">
            <AddToCartButton
              {...selection}
              name={product.name}
              configuration={selection.configuration}
              fingerprintId={print?.id}
            />
            <AddToWishlistButton {...selection} />
            {loaderData.usesPrints && !print && (
              <Anchor
                component={Link}
                to={localize(printChoicePath(selection, product.name))}
                size="sm"
                data-testid="use-fingerprint"
              >
                {t('decedents.picker.use')}
              </Anchor>
            )}
            <Anchor component={Link} to={productPath} size="sm">
              {t('configurator.productPage')}
            </Anchor>
          </Group>
        )}
        facts={(selection) => <ProductFacts product={product} metalId={selection.metalID} />}
      />
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
