import { Box, Stack, Text, Title } from '@mantine/core';
import { type ProductDetail, storefrontPaths } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SelectField } from '../../../components/native-fields';
import { useHydratedMark } from '../../../lib/use-hydrated';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { useStoreCurrency } from '../../../lib/use-store-currency';
import { CatalogueBreadcrumb } from './catalogue-breadcrumb';
import { LivePrice, QuantityInput, VariantChoice } from './product-choices';
import { ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';
import { PersonalisationFields } from './personalisation-fields';
import { type ProductSelection, useProductSelection } from '../use-product-selection';

/**
 * The product page: gallery, metal, variants, quantity and the live price (POST calculatePrice on every change, the
 * previous request cancelled). `actions` renders what can be done with the selection (the wish list button).
 */
export function ProductView({
  product,
  actions,
}: {
  product: ProductDetail;
  actions: (selection: ProductSelection) => ReactNode;
}) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const currency = useStoreCurrency();
  const {
    metalID,
    setMetalID,
    variantIDs,
    setVariantIDs,
    quantity,
    setQuantity,
    personalisation,
    setPersonalisation,
    selection,
    price,
    images,
  } = useProductSelection(product);
  const hydratedMark = useHydratedMark<HTMLDivElement>();
  const alt = product.seo?.imageAlt?.trim() || product.name;
  const category = product.categories[0];

  return (
    <Box py="xl" px={{ base: 'md', sm: 'xl' }} maw={1320} mx="auto" ref={hydratedMark}>
      <CatalogueBreadcrumb
        crumbs={[
          { label: t('pages.home'), to: localize('/') },
          { label: t('pages.storefront.catalogue'), to: localize(storefrontPaths.catalogue()) },
          ...(category
            ? [{ label: category.name, to: localize(storefrontPaths.category(category.code)) }]
            : []),
          { label: product.name },
        ]}
      />
      <div className="product-layout">
        <div>
          <ProductGallery
            images={images.data ?? product.productImageURLs}
            alt={alt}
            busy={images.isFetching}
          />
        </div>
        <div>
          <Stack gap="md">
            <div>
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                {product.name}
              </Title>
              <Text size="sm" c="dimmed">
                {t('catalog.productCode', { code: product.code })}
              </Text>
            </div>

            <LivePrice
              price={price.data}
              fallback={product.price}
              fallbackBasis={product.priceBasis}
              currency={currency}
              quantity={quantity}
              updating={price.isFetching}
              failed={price.isError}
              testId="product-price"
              totalTestId="product-total"
            />

            {product.metals.length > 0 && (
              <SelectField
                label={t('catalog.metal')}
                value={metalID === null ? '' : String(metalID)}
                onChange={(value) => setMetalID(Number(value))}
                options={product.metals.map((metal) => ({ value: String(metal.id), label: metal.name }))}
                testId="metal-select"
              />
            )}

            {product.variants.length > 0 && (
              <VariantChoice
                variants={product.variants}
                value={variantIDs}
                onChange={setVariantIDs}
                currency={currency}
                testId="variant-options"
              />
            )}

            <PersonalisationFields
              product={product}
              value={personalisation}
              onChange={setPersonalisation}
              currency={currency}
              testId="product"
            />

            <QuantityInput value={quantity} onChange={setQuantity} testId="quantity-input" />

            {actions(selection)}

            <ProductFacts product={product} metalId={metalID} />
          </Stack>
        </div>
      </div>
    </Box>
  );
}
