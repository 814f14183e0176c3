import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useFormat } from '../../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../../lib/i18n/use-lang';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useDashboardProductionUpdates } from '../../api/card-queries';
import { CardState } from '../card-state';
import { useCardScope, useIsStaff } from './card-scope';

/** "Latest production updates": the newest stage moves of the caller's job orders, each opening its job. */
export function ProductionUpdatesCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const localize = useLocalizePath();
  const staff = useIsStaff();
  const query = useDashboardProductionUpdates(useCardScope());
  return (
    <CardState query={query} loadName={t('dashboard.cards.PRODUCTION_UPDATES.loadName')}>
      {(updates) =>
        updates.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('dashboard.noProductionUpdates')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {updates.map((update) => (
              <li key={update.moveId} data-testid="production-update">
                <Group gap={6} wrap="wrap">
                  <Anchor
                    component={Link}
                    to={localize(`/backoffice/status-tracking/job-orders?tab=all&id=${update.orderId}`)}
                    size="sm"
                    fw={600}
                  >
                    {update.orderCode}
                  </Anchor>
                  {staff && (
                    <Text size="xs" c="dimmed">
                      {update.customerName}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" ml="auto">
                    {format.dateTime(update.movedAt)}
                  </Text>
                </Group>
                <Group gap={6} mt={2}>
                  <Text size="sm">{t('dashboard.nowAtStage', { stage: update.stageName })}</Text>
                  {update.backward && (
                    <Badge size="xs" color="orange" variant="light">
                      {t('dashboard.stageBack')}
                    </Badge>
                  )}
                </Group>
              </li>
            ))}
          </Stack>
        )
      }
    </CardState>
  );
}
