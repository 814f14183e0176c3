import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { KNOWN_MIME_TYPES } from '@portal/shared/media/schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifyDone } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  type AssetLimitationRow,
  useAssetLimitations,
  useUpdateAssetLimitation,
} from '../api/asset-limitations';

const MB = 1024 * 1024;

/** One use's limits: the media types it accepts and its largest file, in MB. */
function LimitationCard({ limitation, canEdit }: { limitation: AssetLimitationRow; canEdit: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const update = useUpdateAssetLimitation();
  const [types, setTypes] = useState<string[]>(limitation.mimeTypes);
  const [megabytes, setMegabytes] = useState<number | string>(limitation.maxSizeBytes / MB);
  const [error, setError] = useState<string | null>(null);
  const name = lang === 'fr' ? limitation.nameFr : limitation.name;
  const save = () => {
    setError(null);
    update.mutate(
      { id: limitation.id, mimeTypes: types, maxSizeBytes: Math.round(Number(megabytes) * MB) },
      {
        onSuccess: () => notifyDone('saved', name),
        onError: (e) =>
          setError(
            e instanceof ApiError && e.errorMessages.length > 0
              ? e.errorMessages.map((m) => m.value).join(' ')
              : t('media.errors.failed'),
          ),
      },
    );
  };
  return (
    <Card withBorder padding="md" data-testid="upload-limit">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {name}
        </Title>
        <MultiSelect
          label={t('media.limits.types')}
          data={[...KNOWN_MIME_TYPES]}
          value={types}
          onChange={setTypes}
          disabled={!canEdit}
          comboboxProps={{ withinPortal: true }}
        />
        <NumberInput
          label={t('media.limits.maxSize')}
          value={megabytes}
          onChange={setMegabytes}
          min={0.001}
          max={100}
          decimalScale={3}
          disabled={!canEdit}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {canEdit && (
          <Group justify="flex-end">
            <Button onClick={save} loading={update.isPending}>
              {t('media.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The asset limitations screen (spec §6 and §7 SEO, asset limits, decedents): types and sizes per use. */
export function UploadLimitsPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const limitations = useAssetLimitations(true);
  if (limitations.isError) return <Alert color="red">{t('media.loadFailed')}</Alert>;
  if (!limitations.data)
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t('media.loading')} />
      </Group>
    );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('media.limits.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {limitations.data.map((l) => (
          <LimitationCard key={`${l.id}-${l.updatedAt}`} limitation={l} canEdit={canEdit} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
