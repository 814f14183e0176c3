import { Card, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useRepairIntake } from '../api/get-repair-intake';

/**
 * A repair job's intake on the job order: the piece, its condition, the customer's stones and metal
 * with their weights, who signed for the drop-off and when, and the photos. Nothing for a job that is no repair.
 */
export function RepairIntakeCard({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useFormat();
  const intake = useRepairIntake(orderId);
  if (!intake.data) return null;
  const i = intake.data;
  return (
    <Card withBorder padding="md" data-testid="repair-intake">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('production.repair.title')}
        </Title>
        <Text size="sm">
          <Text span fw={600}>
            {t('production.repair.piece')}
          </Text>{' '}
          {i.piece}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {t('production.repair.condition')}
          </Text>{' '}
          {i.condition}
        </Text>
        <Text size="sm" fw={600}>
          {t('production.repair.items')}
        </Text>
        {i.items.length === 0 ? (
          <Text size="sm">{t('production.repair.noItems')}</Text>
        ) : (
          <List size="sm" data-testid="repair-intake-items">
            {i.items.map((item, index) => (
              <List.Item key={index}>
                {t(`production.repair.kind.${item.kind}`)} — {item.description}: {format.number(item.weight)}{' '}
                {item.unit}
              </List.Item>
            ))}
          </List>
        )}
        <Text size="sm" data-testid="repair-intake-signature">
          {t('production.repair.signed', {
            name: i.signedName,
            at: formatDate(i.signedAt, lang, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </Text>
        {i.photoUrls.length > 0 && (
          <Group gap="xs">
            {i.photoUrls.map((url, index) => (
              <Image
                key={url}
                src={`${url}?w=320`}
                alt={t('production.repair.photoOf', { n: index + 1 })}
                w={120}
                h={120}
                fit="cover"
                radius="sm"
              />
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
