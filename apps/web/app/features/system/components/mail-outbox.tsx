import { ScrollFrame } from '../../../components/scroll-frame';
import { Pager } from '../../../components/pager';
import type { OutboxMailRow, OutboxStatus } from '@portal/shared/system/outbox-schemas';
import { Alert, Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/feedback';
import { formatDateTime } from '../../../lib/format';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useOutboxMails } from '../api/list-outbox-mails';
import { useResendOutboxMail } from '../api/resend-outbox-mail';

const PAGE_SIZE = 20;
const STATUS_FILTERS = ['failed', 'queued', 'sending', 'sent', 'kept', 'replaced'] as const;
const STATUS_COLORS: Record<OutboxStatus, string> = {
  queued: 'yellow',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  kept: 'gray',
  replaced: 'gray',
};

function SendAgain({ mail }: { mail: OutboxMailRow }) {
  const { t } = useTranslation();
  const resend = useResendOutboxMail();
  if (!mail.canSendAgain) return null;
  return (
    <Button
      size="xs"
      variant="light"
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(mail.id, {
          onSuccess: () =>
            notifySuccess(t(mail.holdsPassword ? 'mailOutbox.sentAgainNewPassword' : 'mailOutbox.sentAgain')),
        })
      }
    >
      {t('mailOutbox.sendAgain')}
    </Button>
  );
}

/** Staff follow the mail the portal sends: what waits, what failed and why, and send a given-up mail again. */
export function MailOutbox() {
  const { t } = useTranslation();
  const lang = useLang();
  // In the page's language, never the machine's: the server renders this page too.
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lang) : '—');
  const [status, setStatus] = useState<OutboxStatus | 'all'>('all');
  const [pageNo, setPageNo] = useState(1);
  const list = useOutboxMails({ pageNo, pageSize: PAGE_SIZE, status: status === 'all' ? undefined : status });
  const total = list.data?.pagingData.itemCount ?? 0;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('mailOutbox.intro')}
      </Text>
      {/* A list, not a segmented control: seven statuses do not fit a phone's width side by side. */}
      <Select
        label={t('mailOutbox.status')}
        value={status}
        allowDeselect={false}
        w={{ base: '100%', sm: 260 }}
        onChange={(value) => {
          setStatus((value ?? 'all') as typeof status);
          setPageNo(1);
        }}
        data={[
          { value: 'all', label: t('mailOutbox.all') },
          ...STATUS_FILTERS.map((s) => ({ value: s, label: t(`mailOutbox.statuses.${s}`) })),
        ]}
      />
      {list.isError && <Alert color="red">{t('mailOutbox.loadFailed')}</Alert>}
      <ScrollFrame minWidth={900} label={t('mailOutbox.tableLabel')}>
        <Table data-testid="mail-outbox" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('mailOutbox.to')}</Table.Th>
              <Table.Th>{t('mailOutbox.subject')}</Table.Th>
              <Table.Th>{t('mailOutbox.status')}</Table.Th>
              <Table.Th>{t('mailOutbox.attempts')}</Table.Th>
              <Table.Th>{t('mailOutbox.lastError')}</Table.Th>
              <Table.Th>{t('mailOutbox.created')}</Table.Th>
              <Table.Th>{t('mailOutbox.sent')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data?.items ?? []).map((mail) => (
              <Table.Tr key={mail.id} data-testid="mail-outbox-row">
                <Table.Td>{mail.to}</Table.Td>
                {/* The subject and the server's error as they were, in the recipient's language: not page text. */}
                <Table.Td translate="no">{mail.subject}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[mail.status]} variant="light">
                    {t(`mailOutbox.statuses.${mail.status}`)}
                  </Badge>
                  {mail.nextAttemptAt && mail.attempts > 0 && (
                    <Text size="xs" c="dimmed">
                      {t('mailOutbox.nextAttempt', { when: when(mail.nextAttemptAt) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{mail.attempts}</Table.Td>
                <Table.Td>
                  <Text size="xs" style={{ wordBreak: 'break-word' }} translate="no">
                    {mail.lastError ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>{when(mail.createdAt)}</Table.Td>
                <Table.Td>{when(mail.sentAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <SendAgain mail={mail} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollFrame>
      {list.data && total === 0 && <Text c="dimmed">{t('mailOutbox.none')}</Text>}
      {total > PAGE_SIZE && (
        <Pager value={pageNo} onChange={setPageNo} total={Math.ceil(total / PAGE_SIZE)} />
      )}
    </Stack>
  );
}
