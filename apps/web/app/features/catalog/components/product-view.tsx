import {
  Badge,
  Box,
  Checkbox,
  Divider,
  Grid,
  Group,
  Loader,
  NativeSelect,
  NumberInput,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { type ProductDetail, storefrontPaths } from '@portal/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/i18n/use-format';
import { useHydrated } from '../../../lib/use-hydrated';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { useCalculatedPrice } from '../api/calculate-price';
import { useProductImages } from '../api/get-product-images';
import { useStoreCurrency } from '../../../lib/use-store-currency';
import { CatalogueBreadcrumb } from './catalogue-breadcrumb';
import { ProductGallery } from './product-gallery';

/** What the visitor configured; the wish list keeps it. */
export interface ProductSelection {
  itemTypeID: number;
  metalID: number | null;
  variantIDs: number[];
  quantity: number;
}

const MAX_QUANTITY = 10_000;

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
  const format = useFormat();
  const localize = useLocalizePath();
  const currency = useStoreCurrency();
  const [metalID, setMetalID] = useState<number | null>(product.metalId ?? product.metals[0]?.id ?? null);
  const [variantIDs, setVariantIDs] = useState<number[]>([]);
  const [quantity, setQuantity] = useState(1);
  const hydrated = useHydrated();

  const selection: ProductSelection = { itemTypeID: product.id, metalID, variantIDs, quantity };
  const price = useCalculatedPrice(selection);
  const images = useProductImages(product.code, metalID, {
    metalId: product.metalId,
    images: product.productImageURLs,
  });
  const alt = product.seo?.imageAlt?.trim() || product.name;
  const category = product.categories[0];
  // The server renders the catalogue price; the live one (with the customer's discount) follows in the browser.
  const updating = hydrated && price.isFetching;
  const shownPrice = price.data?.price ?? product.price;
  const shownCurrency = price.data?.currencyCode ?? currency;

  return (
    <Box py="xl" px={{ base: 'md', sm: 'xl' }} maw={1320} mx="auto" data-hydrated={hydrated || undefined}>
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
      <Grid gap={{ base: 'lg', md: 48 }} mt="sm">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ProductGallery
            images={images.data ?? product.productImageURLs}
            alt={alt}
            busy={images.isFetching}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <div>
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                {product.name}
              </Title>
              <Text size="sm" c="dimmed">
                {t('catalog.productCode', { code: product.code })}
              </Text>
            </div>

            <Box aria-live="polite" aria-busy={updating}>
              <Group gap="sm" align="center">
                <Text
                  fz={28}
                  fw={700}
                  c="brand.8"
                  data-testid="product-price"
                  data-updating={updating || undefined}
                >
                  {format.money(shownPrice, shownCurrency)}
                </Text>
                {updating && (
                  <Loader size="xs" aria-label={t('catalog.priceUpdating')} data-testid="price-updating" />
                )}
              </Group>
              {price.data && quantity > 1 && (
                <Text size="sm" data-testid="product-total">
                  {t('catalog.totalFor', {
                    quantity: format.number(quantity),
                    total: format.money(price.data.total, shownCurrency),
                  })}
                </Text>
              )}
              {price.data && price.data.breakdown.adjustment < 0 && (
                <Badge color="green" variant="light" mt={4}>
                  {t('catalog.yourDiscount', {
                    percent: format.number(-price.data.breakdown.adjustmentPercent),
                  })}
                </Badge>
              )}
              {price.isError && (
                <Text size="sm" c="red.8">
                  {t('catalog.priceUnavailable')}
                </Text>
              )}
            </Box>

            {product.metals.length > 0 && (
              <NativeSelect
                label={t('catalog.metal')}
                value={metalID === null ? '' : String(metalID)}
                onChange={(event) => setMetalID(Number(event.currentTarget.value))}
                data={product.metals.map((metal) => ({ value: String(metal.id), label: metal.name }))}
                data-testid="metal-select"
              />
            )}

            {product.variants.length > 0 && (
              <Checkbox.Group
                label={t('catalog.options')}
                value={variantIDs.map(String)}
                onChange={(values) => setVariantIDs(values.map(Number).sort((a, b) => a - b))}
                data-testid="variant-options"
              >
                <Stack gap={6} mt={6}>
                  {product.variants.map((variant) => (
                    <Checkbox
                      key={variant.id}
                      value={String(variant.id)}
                      label={
                        variant.priceDelta > 0
                          ? t('catalog.variantWithPrice', {
                              name: variant.name,
                              price: format.money(variant.priceDelta, currency),
                            })
                          : variant.name
                      }
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}

            <NumberInput
              label={t('catalog.quantity')}
              value={quantity}
              min={1}
              max={MAX_QUANTITY}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              onChange={(value) => {
                const next = Number(value);
                if (Number.isInteger(next) && next >= 1) setQuantity(Math.min(next, MAX_QUANTITY));
              }}
              w={140}
              data-testid="quantity-input"
            />

            {actions(selection)}

            {product.description && (
              <>
                <Divider />
                <Text>{product.description}</Text>
              </>
            )}

            {product.attributes.length > 0 && (
              <Table
                variant="vertical"
                layout="fixed"
                withTableBorder
                captionSide="top"
                data-testid="product-attributes"
              >
                <Table.Caption>{t('catalog.details')}</Table.Caption>
                <Table.Tbody>
                  {product.attributes.map((attribute) => (
                    <Table.Tr key={attribute.attributeId}>
                      <Table.Th w="40%">{attribute.name}</Table.Th>
                      <Table.Td>{attribute.label}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}

            {product.subItems.length > 0 && (
              <div>
                <Text fw={600} mb={4}>
                  {t('catalog.includes')}
                </Text>
                <Stack gap={2} component="ul" pl="md" m={0}>
                  {product.subItems.map((item) => (
                    <Text component="li" size="sm" key={item.id}>
                      {t('catalog.subItem', { quantity: format.number(item.quantity), name: item.name })}
                    </Text>
                  ))}
                </Stack>
              </div>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Box>
  );
}
