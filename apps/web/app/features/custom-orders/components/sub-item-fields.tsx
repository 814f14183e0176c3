import { Button, Fieldset, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { ProductDetail } from '@portal/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormat } from '../../../lib/i18n/use-format';
import { type Design, type SubItemChoice, subItemGroupTitleKey, subItemGroupsOf } from '../design';

const MAX_SUB_ITEM_QUANTITY = 10_000;

/**
 * The stones and parts of the product, grouped by what they attach to: a quantity for each, and the optional ones can
 * be left out or added back.
 */
export function SubItemFields({
  product,
  design,
  onChange,
  currency,
  testId,
}: {
  product: ProductDetail;
  design: Design;
  onChange: (subItemId: number, change: Partial<SubItemChoice>) => void;
  currency: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const groups = subItemGroupsOf(product, design);
  if (groups.length === 0) return null;
  return (
    <Stack gap="sm" data-testid={testId}>
      {groups.map((group) => (
        <Fieldset
          key={group.attachedEntityTypeId ?? 'none'}
          legend={t(subItemGroupTitleKey(group.attachedEntityTypeId))}
          variant="filled"
          p="sm"
        >
          <Stack gap="xs">
            {group.lines.map(({ subItem, choice }) => (
              <Group
                key={subItem.id}
                justify="space-between"
                align="center"
                gap="xs"
                wrap="wrap"
                data-testid={`${testId}-line`}
              >
                <Stack gap={0} style={{ flex: '1 1 160px', minWidth: 0 }}>
                  <Text size="sm" fw={500} c={choice.included ? undefined : 'dimmed'}>
                    {subItem.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {subItem.code} ·{' '}
                    {t('customOrders.builder.each', { price: format.money(subItem.unitPrice, currency) })}
                    {subItem.isOptional ? ` · ${t('customOrders.builder.optional')}` : ''}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  {choice.included && (
                    <NumberInput
                      aria-label={t('customOrders.builder.subItemQuantity', { name: subItem.name })}
                      value={choice.quantity}
                      onChange={(value) =>
                        onChange(subItem.id, { quantity: typeof value === 'number' ? value : 0 })
                      }
                      min={0}
                      max={MAX_SUB_ITEM_QUANTITY}
                      allowDecimal={false}
                      allowNegative={false}
                      clampBehavior="strict"
                      w={96}
                      size="sm"
                    />
                  )}
                  {subItem.isOptional && (
                    <Button
                      variant={choice.included ? 'subtle' : 'light'}
                      color={choice.included ? 'red' : undefined}
                      size="compact-sm"
                      onClick={() => onChange(subItem.id, { included: !choice.included })}
                      aria-label={t(
                        choice.included
                          ? 'customOrders.builder.removeSubItem'
                          : 'customOrders.builder.addSubItem',
                        { name: subItem.name },
                      )}
                    >
                      {t(choice.included ? 'customOrders.builder.remove' : 'customOrders.builder.add')}
                    </Button>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        </Fieldset>
      ))}
    </Stack>
  );
}
