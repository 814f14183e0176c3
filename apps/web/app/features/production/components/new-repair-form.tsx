import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/feedback';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useOpenRepair } from '../api/open-repair';
import { type KindLine, KindLineRow } from './kind-line-row';

/** The back-office's customer picker, lent by the route (features do not import each other); null for a customer. */
export type RepairCustomerSlot = (
  value: number | null,
  onChange: (customerId: number | null) => void,
) => ReactNode;

type ItemRow = KindLine<'STONE' | 'METAL'>;

let rowKeys = 0;

/**
 * A repair's intake: the piece, its condition, photos, the customer's stones (carats) and metal (grams),
 * and the customer's typed full name signing for the drop-off. Opened, the job order's page shows it.
 */
export function NewRepairForm({ customerPicker }: { customerPicker: RepairCustomerSlot | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const open = useOpenRepair();
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [piece, setPiece] = useState('');
  const [condition, setCondition] = useState('');
  const [items, setItems] = useState<ItemRow[]>([]);
  const [signedName, setSignedName] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const error = open.error instanceof ApiError ? open.error : null;
  const fieldError = (key: string) => error?.errorMessages.find((m) => m.key === key)?.value;
  const change = (index: number, patch: Partial<ItemRow>) =>
    setItems((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <form
      noValidate
      aria-label={t('production.newRepair.title')}
      data-testid="new-repair-form"
      onSubmit={(event) => {
        event.preventDefault();
        open.mutate(
          {
            customerId,
            piece,
            condition,
            items: items.map((row) => ({
              kind: row.kind,
              description: row.description,
              weight: typeof row.value === 'number' ? row.value : Number.NaN,
            })),
            signedName,
            photos,
          },
          {
            onSuccess: (intake) => {
              notifySuccess(t('production.newRepair.opened', { code: intake.orderCode }));
              void navigate(localize(`/backoffice/status-tracking/job-orders?tab=all&id=${intake.orderId}`));
            },
          },
        );
      }}
    >
      <Stack gap="md" maw={760}>
        {customerPicker && (
          <Stack gap={4}>
            {customerPicker(customerId, setCustomerId)}
            {fieldError('customerId') && (
              <Text size="sm" c="red" role="alert">
                {fieldError('customerId')}
              </Text>
            )}
          </Stack>
        )}
        <TextInput
          label={t('production.newRepair.piece')}
          description={t('production.newRepair.pieceHelp')}
          required
          maxLength={500}
          value={piece}
          onChange={(e) => setPiece(e.currentTarget.value)}
          error={fieldError('piece')}
          data-testid="repair-piece"
        />
        <Textarea
          label={t('production.newRepair.condition')}
          required
          autosize
          minRows={3}
          maxLength={2000}
          value={condition}
          onChange={(e) => setCondition(e.currentTarget.value)}
          error={fieldError('condition')}
          data-testid="repair-condition"
        />
        <FileInput
          label={t('production.newRepair.photos')}
          description={t('production.newRepair.photosHelp')}
          multiple
          clearable
          accept="image/png,image/jpeg,image/webp"
          value={photos}
          onChange={setPhotos}
          error={fieldError('photos')}
          data-testid="repair-photos"
        />
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {t('production.newRepair.items')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('production.newRepair.itemsHelp')}
            </Text>
            {items.map((row, index) => (
              <KindLineRow
                key={row.key}
                line={row}
                kinds={[
                  { value: 'STONE', label: t('production.repair.kind.STONE') },
                  { value: 'METAL', label: t('production.repair.kind.METAL') },
                ]}
                labels={{
                  kind: t('production.newRepair.kindOf', { n: index + 1 }),
                  description: t('production.newRepair.descriptionOf', { n: index + 1 }),
                  placeholder: t('production.newRepair.description'),
                  value: t('production.newRepair.weightOf', {
                    n: index + 1,
                    unit: row.kind === 'STONE' ? 'ct' : 'g',
                  }),
                  remove: t('production.newRepair.removeItem', { n: index + 1 }),
                }}
                number={{ decimalScale: 3, suffix: row.kind === 'STONE' ? ' ct' : ' g', testId: 'weight' }}
                errors={{
                  description: fieldError(`items.${index}.description`),
                  value: fieldError(`items.${index}.weight`),
                }}
                testIds={{ row: 'repair-item', fields: 'repair-item' }}
                onChange={(patch) => change(index, patch)}
                onRemove={() => setItems((all) => all.filter((_, i) => i !== index))}
              />
            ))}
            <Group>
              <Button
                variant="default"
                onClick={() =>
                  setItems((all) => [
                    ...all,
                    { key: (rowKeys += 1), kind: 'STONE', description: '', value: '' },
                  ])
                }
                data-testid="repair-item-add"
              >
                {t('production.newRepair.addItem')}
              </Button>
            </Group>
          </Stack>
        </Card>
        <TextInput
          label={t('production.newRepair.signedName')}
          description={t('production.newRepair.signedNameHelp')}
          required
          maxLength={120}
          value={signedName}
          onChange={(e) => setSignedName(e.currentTarget.value)}
          error={fieldError('signedName')}
          data-testid="repair-signed-name"
        />
        {error && !error.errorMessages.some((m) => m.key !== '') && (
          <Alert color="red" role="alert" data-testid="new-repair-error">
            {error.message}
          </Alert>
        )}
        {error && error.errorMessages.some((m) => m.key === 'items' || m.key === '') && (
          <Alert color="red" role="alert">
            {error.errorMessages[0]!.value}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={open.isPending} data-testid="repair-submit">
            {t('production.newRepair.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
