import { Box, Group, Loader, Text } from '@mantine/core';
import { Tag } from '../../../components/tag';
import type { ProductDetail } from '@portal/shared';
import type { PriceBasis } from '@portal/shared/catalog/price-basis';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLang } from '../../../lib/i18n/use-lang';
import { priceBasisWords } from '../price-basis-words';
import { useFormat } from '../../../lib/i18n/use-format';
import type { CalculatedPrice } from '../api/calculate-price';
import { CheckboxGroupField, WholeNumberField } from '../../../components/native-fields';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * The choices and the live price shared by the product page and the configurator; `testId` names each for the browser
 * tests (`<testId>`, `<testId>-total` for the price).
 */

const MAX_QUANTITY = 10_000;

/**
 * The unit price (the catalogue price until the live one arrives), what its metal price rests on, the total for several
 * pieces and the discount.
 */
export function LivePrice({
  price,
  fallback,
  fallbackBasis,
  currency,
  quantity,
  updating,
  failed,
  testId,
  totalTestId = `${testId}-total`,
}: {
  price: CalculatedPrice | undefined;
  fallback: number;
  /** The basis of the default metal's price, shown until the live price (and its basis) arrives. */
  fallbackBasis: PriceBasis | null | undefined;
  currency: string;
  quantity: number;
  /** The live price is being asked for (shown once the page has hydrated: the server renders the catalogue price). */
  updating: boolean;
  failed: boolean;
  testId: string;
  totalTestId?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useLang();
  const shownCurrency = price?.currencyCode ?? currency;
  const busy = useHydrated() && updating;
  const basis = price ? price.priceBasis : fallbackBasis;
  return (
    <Box aria-live="polite" aria-busy={busy}>
      <Group gap="sm" align="center">
        <Text fz={28} fw={700} c="brand.8" data-testid={testId} data-updating={busy || undefined}>
          {format.money(price?.price ?? fallback, shownCurrency)}
        </Text>
        {busy && <Loader size="xs" aria-label={t('catalog.priceUpdating')} />}
      </Group>
      {basis && (
        <Text size="sm" c="dimmed" data-testid={`${testId}-basis`}>
          {t('catalog.priceBasis', { basis: priceBasisWords(basis, lang, shownCurrency) })}
        </Text>
      )}
      {price && quantity > 1 && (
        <Text size="sm" data-testid={totalTestId}>
          {t('catalog.totalFor', {
            quantity: format.number(quantity),
            total: format.money(price.total, shownCurrency),
          })}
        </Text>
      )}
      {price && price.breakdown.adjustment < 0 && (
        <Box mt={4}>
          <Tag color="green">
            {t('catalog.yourDiscount', { percent: format.number(-price.breakdown.adjustmentPercent) })}
          </Tag>
        </Box>
      )}
      {failed && (
        <Text size="sm" c="red.8">
          {t('catalog.priceUnavailable')}
        </Text>
      )}
    </Box>
  );
}

/** The product's variants as check boxes, each with its surcharge. */
export function VariantChoice({
  variants,
  value,
  onChange,
  currency,
  testId,
}: {
  variants: ProductDetail['variants'];
  value: number[];
  onChange: (variantIDs: number[]) => void;
  currency: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <CheckboxGroupField
      label={t('catalog.options')}
      value={value}
      onChange={(chosen) => onChange([...chosen].sort((a, b) => a - b))}
      options={variants.map((variant) => ({
        value: variant.id,
        label:
          variant.priceDelta > 0
            ? t('catalog.variantWithPrice', {
                name: variant.name,
                price: format.money(variant.priceDelta, currency),
              })
            : variant.name,
      }))}
      testId={testId}
    />
  );
}

/** A whole number of pieces from 1 to 10,000; anything else typed is ignored. */
export function QuantityInput({
  value,
  onChange,
  testId,
}: {
  value: number;
  onChange: (quantity: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <WholeNumberField
      label={t('catalog.quantity')}
      value={value}
      min={1}
      max={MAX_QUANTITY}
      onChange={onChange}
      testId={testId}
    />
  );
}
