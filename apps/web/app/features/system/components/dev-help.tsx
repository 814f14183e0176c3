import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import type { OutboxMessage } from '../api/get-demo-outbox';
import type { DevInfo } from '../api/get-dev-info';
import type { Health } from '../api/get-health';
import { type CaptchaConfig, captchaConfigError } from '../../../lib/captcha';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../lib/i18n/use-lang';

function StatusBadge({ ok, label }: { ok: boolean; label: string }) {
  return (
    <Badge color={ok ? 'teal.9' : 'red.9'} variant="filled">
      {label}
    </Badge>
  );
}

function DemoAccounts({ info }: { info: DevInfo }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} fz="xl" mb="sm">
        {t('devHelp.demoAccounts')}
      </Title>
      <div className="plain-table-scroll">
        <table className="plain-table" data-testid="demo-accounts">
          <thead>
            <tr>
              <th>{t('devHelp.who')}</th>
              <th>{t('auth.email')}</th>
              <th>{t('auth.password')}</th>
              <th>
                <VisuallyHidden>{t('devHelp.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {info.demoAccounts.map((account) => (
              <tr key={account.email}>
                <td>{t(`demoAccountRoles.${account.email.split('@')[0]}`, { defaultValue: account.who })}</td>
                <td>
                  <code>{account.email}</code>
                </td>
                <td>
                  <code>{account.password}</code>
                </td>
                <td>
                  <Button
                    size="xs"
                    variant="light"
                    component={Link}
                    to={`${localize('/login')}?email=${encodeURIComponent(account.email)}`}
                    aria-label={t('devHelp.signInAs', { email: account.email })}
                  >
                    {t('devHelp.signIn')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function Outbox({ messages }: { messages: OutboxMessage[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} fz="xl" mb="sm">
        {t('devHelp.outbox')}
      </Title>
      {messages.length === 0 ? (
        <Text c="dimmed">{t('devHelp.outboxEmpty')}</Text>
      ) : (
        <Stack gap="sm">
          {messages.map((message) => (
            <details key={message.id}>
              <summary>
                <Text span fw={600}>
                  {message.subject}
                </Text>{' '}
                <Text span size="sm" c="dimmed">
                  {t('devHelp.outboxTo', { to: message.to, date: format.dateTime(message.createdAt) })} ·{' '}
                  {message.status}
                </Text>
              </summary>
              <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap' }} mt="xs">
                {message.text}
              </Text>
            </details>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/**
 * spec §2 /dev-help: version, API documentation, health, and in demo mode the demo accounts; the outbox only for a
 * signed-in administrator (`outbox` is null for everyone else).
 */
export function DevHelp({
  info,
  health,
  outbox,
  captcha,
}: {
  info: DevInfo | null;
  health: Health | null;
  outbox: OutboxMessage[] | null;
  captcha: CaptchaConfig;
}) {
  const { t } = useTranslation();
  const captchaProblem = captchaConfigError(captcha);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="lg" radius="md">
          <Title order={2} fz="xl" mb="sm">
            {t('devHelp.status')}
          </Title>
          <Stack gap="xs">
            <Group gap="xs">
              <Text fw={600}>{t('common.label', { label: t('devHelp.version') })}</Text>
              <Text data-testid="dev-version">
                {info?.version ?? health?.version ?? t('devHelp.unknown')}
              </Text>
            </Group>
            <Group gap="xs">
              <Text fw={600}>{t('common.label', { label: t('devHelp.api') })}</Text>
              <StatusBadge
                ok={health?.status === 'ok'}
                label={health?.status === 'ok' ? t('devHelp.ok') : t('devHelp.down')}
              />
              <Text fw={600}>{t('common.label', { label: t('devHelp.database') })}</Text>
              <StatusBadge
                ok={health?.db === 'ok'}
                label={health?.db === 'ok' ? t('devHelp.ok') : t('devHelp.down')}
              />
            </Group>
            <Text>{captchaProblem ? t(`captcha.${captchaProblem}`) : t('devHelp.captchaConfigured')}</Text>
            <Group gap="xs">
              <Text fw={600}>{t('common.label', { label: t('devHelp.demoData') })}</Text>
              <Text>{info?.demoData ? t('common.yes') : t('common.no')}</Text>
            </Group>
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Title order={2} fz="xl" mb="sm">
            {t('devHelp.documentation')}
          </Title>
          <Stack gap="xs">
            {/* The API's documentation for a developer: pages, not calls, so no contract names them. */}
            <Anchor
              // eslint-disable-next-line no-restricted-syntax -- the Swagger UI page, not a call
              href="/api/docs"
              data-testid="api-docs-link"
            >
              <Group gap={6}>
                {t('devHelp.apiDocs')}
                <Icon name="externalLink" size={16} />
              </Group>
            </Anchor>
            <Anchor
              // eslint-disable-next-line no-restricted-syntax -- the OpenAPI document, not a call
              href="/api/openapi.json"
            >
              {t('devHelp.openApi')}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t('devHelp.languagesHint')}
            </Text>
          </Stack>
        </Card>
      </SimpleGrid>
      {!info && <Text c="red.9">{t('devHelp.unavailable')}</Text>}
      {info?.demoData && info.demoAccounts.length > 0 && <DemoAccounts info={info} />}
      {info?.demoData && outbox && <Outbox messages={outbox} />}
      {info?.demoData && !outbox && <Text c="dimmed">{t('devHelp.outboxAdminsOnly')}</Text>}
    </Stack>
  );
}
