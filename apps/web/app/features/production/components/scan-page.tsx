import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { NotAJobOrder, useScanJobBag } from '../api/scan-job-bag';
import { CameraScan } from './camera-scan';

interface ScanResult {
  key: number;
  code: string;
  ok: boolean;
  text: string;
}

let scans = 0;

/**
 * /backoffice/production/scan: a hardware scanner types the job bag's code and Enter; the job moves to its next stage
 * and the page says so, ready for the next bag; the phone's camera reads the bag's QR code likewise.
 * Usable at 360 px: one field, one column.
 */
export function ScanPage() {
  const { t } = useTranslation();
  const scan = useScanJobBag();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [results, setResults] = useState<ScanResult[]>([]);
  const record = (result: Omit<ScanResult, 'key'>) =>
    setResults((all) => [{ ...result, key: (scans += 1) }, ...all].slice(0, 10));

  /** A code read by the scanner (typed), or by the camera: the job moves the same way. */
  const moveJob = (read: string) => {
    const typed = read.trim().toUpperCase();
    if (!typed) return;
    scan.mutate(typed, {
      onSuccess: (timeline) => {
        const stage = timeline.stages.find((s) => s.id === timeline.currentStageId);
        record({
          code: typed,
          ok: true,
          text: t('production.scan.moved', { code: typed, stage: stage?.name ?? '' }),
        });
      },
      onError: (error) =>
        record({
          code: typed,
          ok: false,
          text:
            error instanceof NotAJobOrder
              ? t('production.scan.notAJob', { code: typed })
              : error instanceof ApiError && error.status === 404
                ? t('production.scan.unknown', { code: typed })
                : error instanceof ApiError
                  ? (error.errorMessages[0]?.value ?? error.message)
                  : t('production.scan.failed'),
        }),
      onSettled: () => input.current?.focus(),
    });
  };
  const submit = () => {
    setCode('');
    moveJob(code);
  };

  return (
    <Stack gap="md" maw={520} data-testid="production-scan">
      <Text size="sm" c="dimmed">
        {t('production.scan.help')}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            ref={input}
            label={t('production.scan.code')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            autoFocus
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="production-scan-code"
          />
          <Button type="submit" loading={scan.isPending} data-testid="production-scan-submit">
            {t('production.scan.submit')}
          </Button>
        </Group>
      </form>
      <CameraScan onCode={moveJob} />
      <Stack gap="xs" aria-live="polite" data-testid="production-scan-results">
        {results.map((result) =>
          result.ok ? (
            <Alert key={result.key} color="teal" role="status" data-testid="production-scan-result">
              <Group gap="xs">
                <Badge variant="light" color="teal" tt="none">
                  {result.code}
                </Badge>
                <Text size="sm">{result.text}</Text>
              </Group>
            </Alert>
          ) : (
            <Alert key={result.key} color="red" role="alert" data-testid="production-scan-result">
              <Text size="sm">{result.text}</Text>
            </Alert>
          ),
        )}
      </Stack>
    </Stack>
  );
}
