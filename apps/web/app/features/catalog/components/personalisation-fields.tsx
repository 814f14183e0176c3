import { Stack, Text } from '@mantine/core';
import type { ProductDetail } from '@portal/shared';
import { ENGRAVING_FONTS, engravingLength } from '@portal/shared/catalog/engraving';
import { useId } from 'react';
import { FieldFrame, SelectField } from '../../../components/native-fields';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Personalisation } from '../personalisation';
import { RingSizeField } from './ring-size-field';

/**
 * A ring's size and a piece's engraving, on the product page and the configurator: every quarter size the product
 * is made in (English pages in US sizes, French pages in French sizes, docs/jewelry-trade.md §8), and the text to
 * engrave within the product's length limit, its font and surcharge. Shown only for what the product allows.
 */
export function PersonalisationFields({
  product,
  value,
  onChange,
  currency,
  testId,
}: {
  product: ProductDetail;
  value: Personalisation;
  onChange: (next: Personalisation) => void;
  currency: string;
  /** Names the controls for the browser tests: `<testId>-ring-size`, `<testId>-engraving`, `<testId>-engraving-font`. */
  testId: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useFormat();
  const engravingId = useId();
  const sizes = product.ringSizes;
  const engraving = product.engraving;
  if (!sizes && !engraving) return null;
  const count = engravingLength(value.engraving);

  return (
    <Stack gap="sm">
      {sizes && (
        <RingSizeField
          sizes={sizes}
          value={value.ringSize}
          onChange={(ringSize) => onChange({ ...value, ringSize })}
          testId={`${testId}-ring-size`}
        />
      )}
      {engraving && (
        <div>
          <FieldFrame
            id={engravingId}
            label={t('catalog.engraving.label', { price: format.money(engraving.price, currency) })}
          >
            <input
              id={engravingId}
              className="nf-input"
              type="text"
              value={value.engraving}
              maxLength={engraving.maxLength}
              autoComplete="off"
              aria-describedby={`${engravingId}-count`}
              onChange={(event) => onChange({ ...value, engraving: event.currentTarget.value })}
              data-testid={`${testId}-engraving`}
            />
          </FieldFrame>
          <Text size="xs" c="dimmed" mt={4} id={`${engravingId}-count`}>
            {t('catalog.engraving.count', { count, max: engraving.maxLength })}
          </Text>
          {value.engraving.trim() !== '' && (
            <SelectField
              label={t('catalog.engraving.font')}
              value={value.engravingFont}
              onChange={(engravingFont) => onChange({ ...value, engravingFont })}
              options={ENGRAVING_FONTS.map((font) => ({
                value: font.code,
                label: lang === 'fr' ? font.nameFr : font.name,
              }))}
              testId={`${testId}-engraving-font`}
              style={{ marginTop: 8 }}
            />
          )}
        </div>
      )}
    </Stack>
  );
}
