import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { badgeText } from '../../../lib/badge-tones';
import { ApiError } from '../../../lib/api';
import { notifyDone } from '../../../lib/feedback';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  type StatementVersion,
  useAddStatementVersion,
  useStatementVersions,
} from '../api/authorization-statements';

type Field = 'textEn' | 'textFr' | 'form';

/** A version's two texts, each marked with its language (a screen reader reads the French one in French). */
const STATEMENT_TEXTS = [
  { lang: 'en', field: 'textEn' },
  { lang: 'fr', field: 'textFr' },
] as const;

/** The next version's text in both languages, started from the current one. */
function NewVersionForm({ current, onDone }: { current: StatementVersion | null; onDone: () => void }) {
  const { t } = useTranslation();
  const add = useAddStatementVersion();
  const [text, setText] = useState({ textEn: current?.textEn ?? '', textFr: current?.textFr ?? '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    add.mutate(text, {
      onSuccess: (saved) => {
        notifyDone('saved', t('statementVersions.version', { version: saved.version }));
        onDone();
      },
      onError: (error) =>
        setErrors(
          error instanceof ApiError && error.errorMessages.length > 0
            ? Object.fromEntries(
                error.errorMessages.map((m) => [
                  m.key === 'textEn' || m.key === 'textFr' ? m.key : 'form',
                  m.value,
                ]),
              )
            : { form: t('statementVersions.saveFailed') },
        ),
    });
  };

  const field = (name: 'textEn' | 'textFr') => ({
    value: text[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setText((v) => ({ ...v, [name]: value }));
    },
    error: errors[name],
    required: true,
    autosize: true,
    minRows: 4,
    maxLength: 4000,
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('statementVersions.add')} data-testid="statement-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {STATEMENT_TEXTS.map(({ lang, field: name }) => (
            <Textarea key={lang} label={t(`statementVersions.${name}`)} lang={lang} {...field(name)} />
          ))}
        </SimpleGrid>
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending} data-testid="save-statement">
            {t('statementVersions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The versions of the statement a next of kin agrees to (docs/decisions.md "Chain of custody"), newest first: the
 * newest is the one shown for a new authorisation; a version is never changed, a new one is added.
 */
export function StatementVersionsPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const versions = useStatementVersions();
  const [adding, setAdding] = useState(false);
  const rows = versions.data ?? [];
  return (
    <Stack gap="md" data-testid="statement-versions">
      <Text size="sm" c="dimmed">
        {t('statementVersions.intro')}
      </Text>
      {versions.isError && <Alert color="red">{t('statementVersions.loadFailed')}</Alert>}
      {canEdit &&
        (adding ? (
          <Card withBorder padding="md" radius="md">
            <NewVersionForm current={rows[0] ?? null} onDone={() => setAdding(false)} />
          </Card>
        ) : (
          <Group>
            <Button onClick={() => setAdding(true)} data-testid="add-statement">
              {t('statementVersions.add')}
            </Button>
          </Group>
        ))}
      {versions.data && rows.length === 0 && <Text>{t('statementVersions.none')}</Text>}
      {rows.map((v, index) => (
        <Card key={v.id} withBorder padding="md" radius="md" data-testid="statement-version">
          <Group justify="space-between" gap="xs" mb="xs" wrap="wrap">
            <Title order={3} fz="sm">
              {t('statementVersions.version', { version: v.version })}
            </Title>
            <Group gap="xs">
              {index === 0 && (
                <Badge variant="light" color="green" c={badgeText('green')}>
                  {t('statementVersions.current')}
                </Badge>
              )}
              <Text size="xs" c="dimmed">
                {format.dateTime(v.createdAt)}
              </Text>
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {STATEMENT_TEXTS.map(({ lang, field }) => (
              <Stack key={lang} gap={2}>
                <Text size="xs" fw={600} c="dimmed">
                  {t(`statementVersions.${field}`)}
                </Text>
                <Text size="sm" lang={lang} style={{ whiteSpace: 'pre-wrap' }}>
                  {v[field]}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
