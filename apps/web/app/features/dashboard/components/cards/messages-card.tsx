import { Badge, Group, Stack, Text } from '@mantine/core';
import { useFormat } from '../../../../lib/i18n/use-format';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useDashboardMessages } from '../../api/card-queries';
import { CardState } from '../card-state';
import { useCardScope, useIsStaff } from './card-scope';

/** The latest notes and status changes on the caller's orders, written by someone else. */
export function MessagesCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const staff = useIsStaff();
  const query = useDashboardMessages(useCardScope());
  return (
    <CardState query={query} loadName={t('dashboard.cards.MESSAGES.loadName')}>
      {(messages) =>
        messages.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('dashboard.noMessages')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {messages.map((message) => (
              <li key={message.id}>
                <Group gap={6} wrap="wrap">
                  <Badge variant="light" size="sm">
                    {message.orderCode}
                  </Badge>
                  {staff && (
                    <Text size="xs" c="dimmed">
                      {message.customerName}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" ml="auto">
                    {format.dateTime(message.createdAt)}
                  </Text>
                </Group>
                <Text size="sm" mt={2} lineClamp={3}>
                  {message.kind === 'STATUS'
                    ? t('dashboard.statusChanged', { status: message.statusName ?? message.statusCode ?? '' })
                    : message.text}
                </Text>
                {message.kind === 'STATUS' && message.text && (
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {message.text}
                  </Text>
                )}
                {message.authorName && (
                  <Text size="xs" c="dimmed">
                    {t('dashboard.by', { name: message.authorName })}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
        )
      }
    </CardState>
  );
}
