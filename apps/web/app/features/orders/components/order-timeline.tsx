import { Text, Timeline } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormat } from '../../../lib/i18n/use-format';
import type { OrderDetail } from '../api/order-types';
import { timelineLines } from '../timeline';

/** The status history: each status, when, by whom (and on whose behalf), and the reason given. */
export function OrderTimeline({ timeline }: { timeline: OrderDetail['timeline'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lines = timelineLines(timeline, format.dateTime, (key, values) => t(key, values));
  if (lines.length === 0) return <Text c="dimmed">{t('orders.timeline.empty')}</Text>;
  return (
    <Timeline active={lines.length - 1} bulletSize={14} lineWidth={2} data-testid="order-timeline">
      {lines.map((line) => (
        <Timeline.Item key={line.key} title={line.status} data-testid="order-timeline-entry">
          <Text size="sm" c="dimmed">
            {line.when}
            {line.who ? ` · ${line.who}` : ''}
          </Text>
          {line.why && (
            <Text size="sm" mt={4} data-testid="order-timeline-reason">
              {t('orders.timeline.reason', { reason: line.why })}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
