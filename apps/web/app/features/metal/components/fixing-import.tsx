import { ScrollFrame } from '../../../components/scroll-frame';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  FileInput,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { FixingImportResult } from '@portal/shared/metal/fixing-schemas';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useImportFixings } from '../api/fixings';

const STATUS_COLORS = { taken: 'green', valid: 'blue', refused: 'red' } as const;

/**
 * Uploads a CSV of fixings and shows what became of each line. A file with a refused line keeps nothing unless
 * "import the valid lines" is ticked.
 */
export function FixingImport() {
  const { t } = useTranslation();
  const upload = useImportFixings();
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState('');
  const [importValidLines, setImportValidLines] = useState(false);
  const [result, setResult] = useState<FixingImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(t('metalFixings.import.chooseFile'));
      return;
    }
    setError(null);
    upload.mutate(
      { file, source, importValidLines },
      {
        onSuccess: setResult,
        onError: (failure) => {
          setResult(null);
          setError(
            failure instanceof ApiError && failure.errorMessages[0]
              ? failure.errorMessages[0].value
              : t('metalFixings.import.failed'),
          );
        },
      },
    );
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('metalFixings.import.intro')}
      </Text>
      <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap' }}>
        {'date,metal,session,price\n2026-11-27,GOLD,PM,2650.40'}
      </Text>
      <form onSubmit={onSubmit} noValidate aria-label={t('metalFixings.import.title')}>
        <Stack gap="sm">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <FileInput
              label={t('metalFixings.import.file')}
              placeholder={t('metalFixings.import.filePlaceholder')}
              accept=".csv,text/csv"
              value={file}
              onChange={setFile}
              clearable
              w={{ base: '100%', sm: 320 }}
              data-testid="fixing-file"
            />
            <TextInput
              label={t('metalFixings.import.source')}
              description={t('metalFixings.import.sourceHint')}
              value={source}
              onChange={(e) => setSource(e.currentTarget.value)}
              w={{ base: '100%', sm: 260 }}
            />
          </Group>
          <Checkbox
            label={t('metalFixings.import.importValidLines')}
            checked={importValidLines}
            onChange={(e) => setImportValidLines(e.currentTarget.checked)}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={upload.isPending} data-testid="import-fixings">
              {t('metalFixings.import.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {result && (
        <Stack gap="xs" data-testid="import-result">
          <Alert color={result.kept ? (result.refused > 0 ? 'yellow' : 'green') : 'red'} role="status">
            {result.kept
              ? t('metalFixings.import.kept', { taken: result.taken, refused: result.refused })
              : t('metalFixings.import.nothingKept', { refused: result.refused })}
          </Alert>
          <ScrollFrame minWidth={640} label={t('metalFixings.import.title')}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('metalFixings.import.line')}</Table.Th>
                  <Table.Th>{t('metalFixings.fixings.day')}</Table.Th>
                  <Table.Th>{t('metalFixings.fixings.metal')}</Table.Th>
                  <Table.Th>{t('metalFixings.fixings.session')}</Table.Th>
                  <Table.Th>{t('metalFixings.import.price')}</Table.Th>
                  <Table.Th>{t('metalFixings.import.outcome')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.lines.map((line) => (
                  <Table.Tr key={line.line} data-testid="import-line">
                    <Table.Td>{line.line}</Table.Td>
                    <Table.Td>{line.date}</Table.Td>
                    <Table.Td>{line.metal}</Table.Td>
                    <Table.Td>{line.session}</Table.Td>
                    <Table.Td>{line.price}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[line.status]} variant="light">
                        {t(`metalFixings.import.statuses.${line.status}`)}
                      </Badge>
                      {line.reasons.map((reason) => (
                        <Text key={reason} size="xs" c="red.8">
                          {reason}
                        </Text>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollFrame>
        </Stack>
      )}
    </Stack>
  );
}
