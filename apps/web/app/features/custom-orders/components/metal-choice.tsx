import { ColorSwatch, Group, Radio, Text } from '@mantine/core';
import type { ProductDetail } from '@portal/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Metal } from '../../catalog/public/get-metals';

/** A metal's swatch colour from its colour name. */
const SWATCH: Record<string, string> = {
  yellow: '#d4af37',
  white: '#dcdcdc',
  rose: '#e0a899',
  grey: '#a9a9a9',
  gray: '#a9a9a9',
};

/** The metals the product is made in, with a swatch of their colour (GET /Metals/ShownInCatalog). */
export function MetalChoice({
  product,
  metals,
  value,
  onChange,
  error,
  testId,
}: {
  product: ProductDetail;
  metals: readonly Metal[];
  value: number | null;
  onChange: (metalId: number) => void;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  if (product.metals.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('customOrders.builder.noMetal')}
      </Text>
    );
  }
  return (
    <Radio.Group
      label={t('customOrders.builder.metal')}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      error={error}
      data-testid={testId}
    >
      <Group gap="xs" mt={6}>
        {product.metals.map((offered) => {
          const colour = metals.find((m) => m.id === offered.id)?.colour ?? null;
          return (
            <Radio.Card
              key={offered.id}
              value={String(offered.id)}
              radius="xl"
              px="sm"
              py={6}
              w="auto"
              aria-label={offered.name}
              style={{
                borderColor:
                  value === offered.id
                    ? 'var(--mantine-color-brand-6)'
                    : 'var(--mantine-color-default-border)',
                borderWidth: value === offered.id ? 2 : 1,
              }}
            >
              <Group gap={8} wrap="nowrap">
                <ColorSwatch color={SWATCH[colour ?? ''] ?? '#c0c0c0'} size={16} />
                <Text size="sm">{offered.name}</Text>
              </Group>
            </Radio.Card>
          );
        })}
      </Group>
    </Radio.Group>
  );
}
