import { Text } from '@mantine/core';
import { ringSizeLabel, ringSizesBetween, ringSizeValue } from '@portal/shared/catalog/ring-sizes';
import { SelectField } from '../../../components/native-fields';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** What a ring's product says about its sizes (ProductDetail's ringSizes). */
export interface RingSizeRange {
  min: number;
  max: number;
  weightFollowsSize: boolean;
}

/**
 * A ring's size: every quarter size the product is made in, English pages in US sizes (6¾), French pages in French
 * sizes with the US size they are made in (54 (US 6¾)), docs/jewelry-trade.md §8. The value is the US size as lines
 * store it ('6.75'). The storefront's product page and configurator and the back office's custom-order builder use
 * this one control, so a size reads the same wherever it is chosen.
 */
export function RingSizeField({
  sizes,
  value,
  onChange,
  testId,
  label,
  error,
  disabled,
  required,
}: {
  sizes: RingSizeRange;
  value: string;
  onChange: (ringSize: string) => void;
  testId: string;
  /** The storefront's label ('Ring size (US)' / 'Taille de bague (française)') unless told otherwise. */
  label?: string;
  error?: string | null;
  disabled?: boolean;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div>
      <SelectField
        label={label ?? t('catalog.ringSize.label')}
        value={value}
        onChange={onChange}
        options={ringSizesBetween(sizes.min, sizes.max).map((size) => ({
          value: ringSizeValue(size),
          label: ringSizeLabel(size, lang),
        }))}
        error={error}
        disabled={disabled}
        required={required}
        testId={testId}
      />
      {sizes.weightFollowsSize && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('catalog.ringSize.weightFollows')}
        </Text>
      )}
    </div>
  );
}
