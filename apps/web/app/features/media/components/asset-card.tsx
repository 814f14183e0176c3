import { Badge, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { Icon } from '../../../components/icon';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { AssetRow } from '../api/get-assets';
import { saveAssetFile } from './asset-dialogs';
import { fileSize } from './file-size';

/** One asset of the grid: its thumbnail, title and size, open, edit and download. */
export function AssetCard({
  asset,
  selected,
  onSelect,
  mayChange,
  onOpen,
  onEdit,
}: {
  asset: AssetRow;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  mayChange: boolean;
  onOpen: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Card withBorder padding="xs" radius="md" data-testid="media-asset">
      <Stack gap={6}>
        <button
          type="button"
          onClick={onOpen}
          aria-label={t('media.openNamed', { name: asset.title })}
          className="media-open"
        >
          {asset.thumbnailUrl ? (
            <img
              className="media-thumb"
              src={asset.thumbnailUrl}
              alt={asset.title}
              loading="lazy"
              data-testid="media-thumbnail"
            />
          ) : (
            <span className="media-thumb">
              <Icon name="clipboard" size={40} />
            </span>
          )}
        </button>
        <Group gap={6} wrap="nowrap" align="flex-start">
          {mayChange && (
            <Checkbox
              aria-label={t('media.choose', { name: asset.title })}
              checked={selected}
              onChange={(e) => onSelect(e.currentTarget.checked)}
              mt={2}
            />
          )}
          <Text size="sm" fw={500} className="media-title" lineClamp={2}>
            {asset.title}
          </Text>
        </Group>
        <Group gap={4}>
          <Text size="xs" c="dimmed">
            {fileSize(asset.size, lang)}
          </Text>
          {asset.shared && (
            <Badge size="xs" variant="light">
              {t('media.shared')}
            </Badge>
          )}
        </Group>
        <Group gap={4} wrap="wrap">
          {mayChange && (
            <Button size="compact-xs" variant="subtle" onClick={onEdit}>
              {t('media.edit')}
            </Button>
          )}
          <Button size="compact-xs" variant="subtle" onClick={() => void saveAssetFile(asset)}>
            {t('media.download')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
