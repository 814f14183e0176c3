import { Group, Text } from '@mantine/core';
import type { FingerprintRef } from '@portal/shared/decedents/schemas';
import { useTranslation } from '../lib/i18n/use-translation';
import { mediaUrl } from '../lib/media';

/**
 * The print a memorial piece is made from, wherever the piece goes (configurator, cart line, checkout): a thumbnail of
 * the print and the decedent's name. The picture is private media: only the funeral home and staff are served it.
 */
export function MemorialPrint({ print, testId }: { print: FingerprintRef; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" data-testid={testId}>
      <img
        src={mediaUrl(print.imageUrl, 160)}
        alt={t('decedents.prints.alt', { label: print.label ?? t('decedents.prints.one') })}
        width={40}
        height={40}
        style={{ objectFit: 'contain', flexShrink: 0, background: 'var(--mantine-color-gray-0)' }}
      />
      <Text size="sm">
        {t('decedents.orderLine', { name: print.decedentName })}
        {print.label ? ` · ${print.label}` : ''}
      </Text>
    </Group>
  );
}
