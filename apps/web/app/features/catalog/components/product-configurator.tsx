import {
  Alert,
  Box,
  Grid,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ProductDetail } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLang } from '../../../lib/i18n/use-lang';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCalculatedPrice } from '../api/calculate-price';
import { type ChildItem, useChildItemLookup, useHasVersions } from '../api/get-child-item';
import { getFilterAttributes } from '../api/get-filter-attributes';
import type { Metal } from '../api/get-metals';
import { useProductImages } from '../api/get-product-images';
import { catalogKeys } from '../api/keys';
import { attributeChoices, childItemQuery, metalSwatch } from '../configurator';
import { LivePrice, QuantityInput, VariantChoice } from './product-choices';
import { ProductGallery } from './product-gallery';
import type { ProductSelection } from './product-view';

/** Another version of the product was chosen (the page moves to it, keeping the metal). */
export type OnVersionChosen = (child: ChildItem, metalId: number | null) => void;

/**
 * The configurator (spec §1): the metal (pictures follow it), the variants, the version of a master item by its
 * attributes, the quantity, and the price recomputed on every change (the previous request cancelled) with how it is
 * made. Used by the storefront configurator page and the back-office product page; `facts` is what each shows below.
 */
export function ProductConfigurator({
  product,
  metals,
  initialMetalId,
  currency,
  onVersionChosen,
  actions,
  facts,
  header,
  showName = true,
}: {
  product: ProductDetail;
  /** Metals with colours (GET /Metals/ShownInCatalog); the product's own list says which are offered. */
  metals: readonly Metal[];
  initialMetalId: number | null;
  currency: string;
  onVersionChosen: OnVersionChosen;
  actions?: (selection: ProductSelection) => ReactNode;
  facts?: ReactNode;
  header?: ReactNode;
  /** False where the page's own heading already names the product (the back-office). */
  showName?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const hydrated = useHydrated();
  const [metalID, setMetalID] = useState<number | null>(initialMetalId);
  const [variantIDs, setVariantIDs] = useState<number[]>([]);
  const [quantity, setQuantity] = useState(1);

  const selection: ProductSelection = { itemTypeID: product.id, metalID, variantIDs, quantity };
  const price = useCalculatedPrice(selection);
  const images = useProductImages(product.code, metalID, {
    metalId: product.metalId,
    images: product.productImageURLs,
  });
  const updating = hydrated && price.isFetching;
  const shownCurrency = price.data?.currencyCode ?? currency;
  const alt = product.seo?.imageAlt?.trim() || product.name;

  return (
    <Grid gap={{ base: 'lg', md: 40 }} data-hydrated={hydrated || undefined} data-testid="configurator">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <ProductGallery images={images.data ?? product.productImageURLs} alt={alt} busy={images.isFetching} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="lg">
          <div>
            {header}
            {showName && (
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                {product.name}
              </Title>
            )}
            <Text size="sm" c="dimmed" data-testid="configurator-code">
              {t('catalog.productCode', { code: product.code })}
            </Text>
          </div>

          <div>
            <Text size="sm" c="dimmed">
              {t('configurator.price')}
            </Text>
            <LivePrice
              price={price.data}
              fallback={product.price}
              currency={currency}
              quantity={quantity}
              updating={updating}
              failed={price.isError}
              testId="configurator-price"
            />
          </div>

          {product.metals.length > 0 && (
            <MetalChoice offered={product.metals} metals={metals} value={metalID} onChange={setMetalID} />
          )}

          {product.variants.length > 0 && (
            <VariantChoice
              variants={product.variants}
              value={variantIDs}
              onChange={setVariantIDs}
              currency={shownCurrency}
              testId="configurator-variants"
            />
          )}

          {hydrated && (
            <VersionChoice product={product} onChosen={(child) => onVersionChosen(child, metalID)} />
          )}

          <QuantityInput value={quantity} onChange={setQuantity} testId="configurator-quantity" />

          {actions?.(selection)}

          {price.data && (
            <Table
              variant="vertical"
              layout="fixed"
              withTableBorder
              captionSide="top"
              data-testid="configurator-breakdown"
            >
              <Table.Caption ta="left" fw={600} c="dark.6">
                {t('configurator.breakdown.title')}
              </Table.Caption>
              <Table.Tbody>
                {price.data.breakdown.metalAmount > 0 && (
                  <Table.Tr>
                    <Table.Th w="55%">
                      {t('configurator.breakdown.metal', {
                        weight: format.number(price.data.breakdown.metalWeight, { maximumFractionDigits: 3 }),
                      })}
                    </Table.Th>
                    <Table.Td>{format.money(price.data.breakdown.metalAmount, shownCurrency)}</Table.Td>
                  </Table.Tr>
                )}
                {(
                  [
                    ['labour', price.data.breakdown.labour],
                    ['base', price.data.breakdown.base],
                    ['variants', price.data.breakdown.variants],
                    ['subItems', price.data.breakdown.subItems],
                    ['adjustment', price.data.breakdown.adjustment],
                  ] as const
                )
                  .filter(([, amount]) => amount !== 0)
                  .map(([part, amount]) => (
                    <Table.Tr key={part}>
                      <Table.Th w="55%">{t(`configurator.breakdown.${part}`)}</Table.Th>
                      <Table.Td>{format.money(amount, shownCurrency)}</Table.Td>
                    </Table.Tr>
                  ))}
                <Table.Tr>
                  <Table.Th w="55%">{t('configurator.breakdown.unitPrice')}</Table.Th>
                  <Table.Td fw={700}>{format.money(price.data.breakdown.unitPrice, shownCurrency)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          )}

          {facts}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** The metals as a group of radio cards with a colour swatch: arrow keys move between them. */
function MetalChoice({
  offered,
  metals,
  value,
  onChange,
}: {
  offered: ProductDetail['metals'];
  metals: readonly Metal[];
  value: number | null;
  onChange: (metalId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('catalog.metal')}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      data-testid="configurator-metal"
    >
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" mt={6}>
        {offered.map((option) => {
          const metal = metals.find((m) => m.id === option.id);
          return (
            <Radio.Card
              key={option.id}
              value={String(option.id)}
              radius="md"
              p="xs"
              aria-label={option.name}
              data-testid={`metal-${option.code}`}
              style={{
                borderColor:
                  value === option.id ? 'var(--mantine-color-brand-6)' : 'var(--mantine-color-gray-3)',
                borderWidth: value === option.id ? 2 : 1,
              }}
            >
              <Group gap={8} wrap="nowrap">
                <Box
                  w={18}
                  h={18}
                  style={{
                    borderRadius: '50%',
                    flexShrink: 0,
                    background: metalSwatch(metal?.colour, metal?.masterAlloyCode),
                    border: '1px solid rgba(0,0,0,0.2)',
                  }}
                />
                <Text size="sm" lh={1.2}>
                  {option.name}
                </Text>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}

/**
 * The versions of a master item, one select per attribute that differs (spec §7 getChildItemByMasterItemTypeAttributes).
 * Shown only for a master item with versions or a version of one.
 */
function VersionChoice({
  product,
  onChosen,
}: {
  product: ProductDetail;
  onChosen: (child: ChildItem) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const hasVersions = useHasVersions(product).data === true;
  const categoryId = product.categories[0]?.id ?? null;
  const offered = useQuery({
    queryKey: catalogKeys.offeredAttributes(categoryId ?? 0, lang),
    queryFn: () => getFilterAttributes(categoryId!),
    enabled: hasVersions && categoryId !== null,
    staleTime: 5 * 60_000,
  });
  const lookup = useChildItemLookup();
  const [missing, setMissing] = useState(false);
  if (!hasVersions || !offered.data) return null;
  const choices = attributeChoices(product.attributes, offered.data);
  if (choices.length === 0) return null;

  return (
    <Stack gap="xs" data-testid="configurator-versions">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {choices.map((choice) => (
          <NativeSelect
            key={choice.code}
            label={choice.name}
            value={choice.value}
            disabled={lookup.isPending}
            data={choice.options.map((o) => ({ value: o.value, label: o.label }))}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setMissing(false);
              lookup.mutate(childItemQuery(product, choices, { code: choice.code, value }), {
                onSuccess: (child) => (child.id === product.id ? undefined : onChosen(child)),
                onError: () => setMissing(true),
              });
            }}
          />
        ))}
      </SimpleGrid>
      {missing && (
        <Alert color="yellow" role="status" data-testid="configurator-version-missing">
          {t('configurator.noVersion')}
        </Alert>
      )}
    </Stack>
  );
}
