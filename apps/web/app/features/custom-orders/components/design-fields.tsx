import {
  Box,
  Checkbox,
  Group,
  Input,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { ProductDetail } from '@portal/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormat } from '../../../lib/i18n/use-format';
import { fieldRuleOf } from '@portal/shared/settings/field-catalogue';
import { useMyFieldRules } from '../api/get-my-field-rules';
import type { Metal } from '../../catalog/public/get-metals';
import { RingSizeField } from '../../catalog/public/ring-size-field';
import { type Design, type PieceErrors, ringSizesOf, updateSubItem, withVariants } from '../design';
import { MetalChoice } from './metal-choice';
import { SubItemFields } from './sub-item-fields';

const MAX_QUANTITY = 1000;
const ENGRAVING_MAX = 60;
const DESCRIPTION_MAX = 4000;

/**
 * What can be chosen for one piece: metal, variants, stones and parts, ring size, engraving, description, quantity.
 * The server's field errors show on their fields.
 */
export function DesignFields({
  product,
  design,
  onChange,
  metals,
  currency,
  errors,
  testId,
}: {
  product: ProductDetail;
  design: Design;
  onChange: (design: Design) => void;
  metals: readonly Metal[];
  currency: string;
  errors: PieceErrors;
  testId: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  // Field settings of the configuration screen: hidden fields are left out, read-only ones locked, required ones marked.
  const rules = useMyFieldRules('CUSTOM_ORDER').data;
  const ringSizeRule = fieldRuleOf(rules, 'ringSize');
  const engravingRule = fieldRuleOf(rules, 'engraving');
  const descriptionRule = fieldRuleOf(rules, 'description');
  const ringSizes = ringSizesOf(product);

  return (
    <Stack gap="md">
      <MetalChoice
        product={product}
        metals={metals}
        value={design.metalID}
        onChange={(metalID) => onChange({ ...design, metalID })}
        error={errors.metalID}
        testId={`${testId}-metal`}
      />

      {product.variants.length > 0 && (
        <Checkbox.Group
          label={t('customOrders.builder.variants')}
          value={design.variantIDs.map(String)}
          onChange={(values) => onChange(withVariants(design, values.map(Number)))}
          error={errors.variantIDs}
          data-testid={`${testId}-variants`}
        >
          <Stack gap={6} mt={6}>
            {product.variants.map((variant) => (
              <Checkbox
                key={variant.id}
                value={String(variant.id)}
                label={
                  <Group gap={6}>
                    <Text size="sm">{variant.name}</Text>
                    {variant.priceDelta !== 0 && (
                      <Text size="sm" c="dimmed">
                        +{format.money(variant.priceDelta, currency)}
                      </Text>
                    )}
                  </Group>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}

      {product.subItems.length > 0 && (
        <Input.Wrapper label={t('customOrders.builder.subItems')} error={errors.subItems}>
          <Box mt={6}>
            <SubItemFields
              product={product}
              design={design}
              onChange={(subItemId, change) => onChange(updateSubItem(design, subItemId, change))}
              currency={currency}
              testId={`${testId}-sub-items`}
            />
          </Box>
        </Input.Wrapper>
      )}

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {ringSizes !== null && ringSizeRule.visible && (
          // The storefront's control: the product's quarter sizes, French pages in French sizes (US in brackets).
          <RingSizeField
            sizes={ringSizes}
            value={design.ringSize}
            onChange={(ringSize) => onChange({ ...design, ringSize })}
            error={errors.ringSize}
            disabled={ringSizeRule.readOnly}
            required={ringSizeRule.required}
            testId={`${testId}-ring-size`}
          />
        )}
        <NumberInput
          label={t('customOrders.builder.quantity')}
          value={design.quantity}
          onChange={(value) => onChange({ ...design, quantity: typeof value === 'number' ? value : 1 })}
          min={1}
          max={MAX_QUANTITY}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          error={errors.quantity}
          data-testid={`${testId}-quantity`}
        />
      </SimpleGrid>
      {engravingRule.visible && (
        <TextInput
          label={t('customOrders.builder.engraving')}
          description={t('customOrders.builder.engravingHint', { max: ENGRAVING_MAX })}
          value={design.engraving}
          onChange={(event) => onChange({ ...design, engraving: event.currentTarget.value })}
          maxLength={ENGRAVING_MAX}
          error={errors.engraving}
          withAsterisk={engravingRule.required}
          disabled={engravingRule.readOnly}
          data-testid={`${testId}-engraving`}
        />
      )}
      {descriptionRule.visible && (
        <Textarea
          label={t('customOrders.builder.description')}
          placeholder={t('customOrders.builder.descriptionPlaceholder')}
          value={design.description}
          onChange={(event) => onChange({ ...design, description: event.currentTarget.value })}
          maxLength={DESCRIPTION_MAX}
          autosize
          minRows={3}
          maxRows={8}
          error={errors.description}
          withAsterisk={descriptionRule.required}
          disabled={descriptionRule.readOnly}
          data-testid={`${testId}-description`}
        />
      )}
    </Stack>
  );
}
