import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ProductDetail } from '@portal/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Metal } from '../../catalog/public/get-metals';
import type { Design, PieceErrors } from '../design';
import { DesignFields } from './design-fields';
import { ItemTypeChooser } from './item-type-chooser';
import { PiecePrice, type PriceState } from './piece-price';

/** Another piece of the set, made with the main one. */
export interface SetPiece {
  key: string;
  product: ProductDetail;
  design: Design;
}

/** The other pieces of the set (children of the custom order): each designed like the main one, each removable. */
export function SetPieces({
  pieces,
  onChange,
  onAdd,
  adding,
  prices,
  errors,
  metals,
  currency,
}: {
  pieces: readonly SetPiece[];
  onChange: (pieces: SetPiece[]) => void;
  onAdd: (itemTypeId: number) => void;
  adding: boolean;
  prices: readonly PriceState[];
  errors: Record<number, PieceErrors>;
  metals: readonly Metal[];
  currency: string;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="set-pieces-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="set-pieces-title">
            {t('customOrders.set.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('customOrders.set.hint')}
          </Text>
        </Stack>
        {pieces.map((piece, index) => (
          <Card key={piece.key} withBorder radius="md" padding="sm" bg="gray.0" data-testid="set-piece">
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Stack gap={0} style={{ flex: '1 1 160px', minWidth: 0 }}>
                  <Text fw={600}>{piece.product.name}</Text>
                  <Text size="xs" c="dimmed">
                    {piece.product.code}
                  </Text>
                </Stack>
                <PiecePrice
                  price={prices[index] ?? { data: undefined, updating: true, failed: false }}
                  quantity={piece.design.quantity}
                  testId={`set-piece-price-${index}`}
                />
              </Group>
              <DesignFields
                product={piece.product}
                design={piece.design}
                onChange={(design) =>
                  onChange(pieces.map((p) => (p.key === piece.key ? { ...p, design } : p)))
                }
                metals={metals}
                currency={currency}
                errors={errors[index] ?? {}}
                testId={`set-piece-${index}`}
              />
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => onChange(pieces.filter((p) => p.key !== piece.key))}
                  aria-label={t('customOrders.set.removeNamed', { name: piece.product.name })}
                >
                  {t('customOrders.set.remove')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
        <ItemTypeChooser
          onChoose={onAdd}
          actionLabel={t('customOrders.set.add')}
          busy={adding}
          testId="set-piece-chooser"
        />
      </Stack>
    </Card>
  );
}
