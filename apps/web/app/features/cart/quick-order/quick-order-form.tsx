import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  FileInput,
  Group,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ScrollFrame } from '../../../components/scroll-frame';
import { SearchCombobox } from '../../../components/search-combobox';
import { type StyleCodeSuggestion, suggestItemTypes } from '../../catalog/public/suggest-item-types';
import { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/i18n/use-format';
import { ringSizeLabel } from '@portal/shared/catalog/ring-sizes';
import { useLang, useLocalizePath } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type QuickOrderAnswer, useQuickOrder } from '../api/quick-add';
import { parseQuickOrder } from '@portal/shared/cart/quick-order-text';

const STATUS_COLORS = { added: 'green', valid: 'blue', refused: 'red' } as const;

/** A row of the answer: the server's, or a line kept aside in the browser (its quantity unreadable). */
interface Row {
  line: number;
  text: string;
  status: 'added' | 'valid' | 'refused';
  reason: string | null;
  answer: QuickOrderAnswer['lines'][number] | null;
}

/**
 * Quick order (a trade customer's reorder by style code): lines typed, pasted from a spreadsheet or read from a CSV
 * file; "Check" answers each line without touching the cart, "Add to cart" puts the valid ones in and leaves only the
 * refused ones in the box, to be corrected and sent again.
 */
export function QuickOrderForm() {
  const { t } = useTranslation();
  const format = useFormat();
  const localize = useLocalizePath();
  const lang = useLang();
  const send = useQuickOrder();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<Row[] | null>(null);
  const [summary, setSummary] = useState<{ added: number; refused: number; checked: boolean } | null>(null);
  const [currency, setCurrency] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const summaryText = (done: { added: number; refused: number; checked: boolean }, lines: number) => {
    if (done.checked) return t('quickOrder.checked', { count: lines - done.refused, refused: done.refused });
    if (done.added === 0) return t('quickOrder.addedNone');
    return done.refused === 0
      ? t('quickOrder.addedAll', { count: done.added })
      : t('quickOrder.addedSome', { count: done.added, refused: done.refused });
  };

  /** A code found or typed in the search box becomes a line of one piece, to be completed in the box. */
  const addLine = (code: string) =>
    setText((current) => `${current.trimEnd()}${current.trim() ? '\n' : ''}${code}, 1`);

  const readFile = async (file: File | null) => {
    if (!file) return;
    setText((await file.text()).trim());
    setRows(null);
    setSummary(null);
  };

  const submit = (check: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = parseQuickOrder(text);
    if (parsed.length === 0) {
      setError(t('quickOrder.empty'));
      return;
    }
    const sendable = parsed.flatMap((p, i) => ('line' in p ? [{ index: i, line: p.line }] : []));
    const localRows = (answer: QuickOrderAnswer | null): Row[] =>
      parsed.map((p, i) => {
        if (!('line' in p))
          return {
            line: i + 1,
            text: p.text,
            status: 'refused',
            reason: t('quickOrder.badQuantity'),
            answer: null,
          };
        const sent = sendable.findIndex((s) => s.index === i);
        const served = answer?.lines[sent] ?? null;
        return {
          line: i + 1,
          text: p.text,
          status: served?.status ?? 'refused',
          reason: served?.reason ?? null,
          answer: served,
        };
      });
    setError(null);
    if (sendable.length === 0) {
      setRows(localRows(null));
      setSummary({ added: 0, refused: parsed.length, checked: check });
      return;
    }
    send.mutate(
      { lines: sendable.map((s) => s.line), check },
      {
        onSuccess: (answer) => {
          const answered = localRows(answer);
          setRows(answered);
          setCurrency(answer.currencyCode);
          const refused = answered.filter((r) => r.status === 'refused');
          setSummary({ added: answer.added, refused: refused.length, checked: check });
          // What went into the cart leaves the box; what was refused stays there to be corrected.
          if (!check && answer.added > 0) setText(refused.map((r) => r.text).join('\n'));
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.errorMessages[0]
              ? failure.errorMessages[0].value
              : t('quickOrder.failed'),
          ),
      },
    );
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('quickOrder.intro')}
      </Text>
      <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap' }} translate="no">
        {'NS-RG1001, 2, 14KY, 6.75\nNS-BR1482, 1'}
      </Text>
      <Box w={{ base: '100%', sm: 420 }}>
        <Text size="sm" fw={500} mb={4} aria-hidden>
          {t('quickOrder.find')}
        </Text>
        <SearchCombobox<StyleCodeSuggestion>
          action={localize('/backoffice/quick-order')}
          label={t('quickOrder.find')}
          placeholder={t('quickOrder.findPlaceholder')}
          submitLabel={t('quickOrder.findAdd')}
          countLabel={(count) => t('search.suggestionCount', { count })}
          suggest={suggestItemTypes}
          keyOf={(product) => product.id}
          renderOption={(product) => (
            <span>
              <span translate="no">{product.code}</span>
              <br />
              <span className="sc-option-code">{product.name}</span>
            </span>
          )}
          onPick={(product) => addLine(product.code)}
          onSearch={(code) => code && addLine(code)}
          testId="quick-order-find"
        />
      </Box>
      <form onSubmit={submit(false)} noValidate aria-label={t('quickOrder.formLabel')}>
        <Stack gap="sm">
          <Textarea
            label={t('quickOrder.lines')}
            description={t('quickOrder.linesHint')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            autosize
            minRows={6}
            maxRows={20}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-testid="quick-order-lines"
          />
          <FileInput
            label={t('quickOrder.file')}
            placeholder={t('quickOrder.filePlaceholder')}
            accept=".csv,.txt,text/csv,text/plain"
            onChange={(file) => void readFile(file)}
            clearable
            w={{ base: '100%', sm: 360 }}
            data-testid="quick-order-file"
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group gap="sm">
            <Button type="submit" loading={send.isPending} data-testid="quick-order-add">
              {t('quickOrder.add')}
            </Button>
            <Button
              variant="default"
              onClick={submit(true)}
              disabled={send.isPending}
              data-testid="quick-order-check"
            >
              {t('quickOrder.check')}
            </Button>
          </Group>
        </Stack>
      </form>
      {rows && summary && (
        <Stack gap="xs" data-testid="quick-order-result">
          <Alert color={summary.refused > 0 ? 'yellow' : 'green'} role="status">
            {summaryText(summary, rows.length)}{' '}
            {!summary.checked && summary.added > 0 && (
              <Anchor component={Link} to={localize('/backoffice/shopping-cart')}>
                {t('quickOrder.openCart')}
              </Anchor>
            )}
          </Alert>
          <ScrollFrame minWidth={720} label={t('quickOrder.resultLabel')}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('quickOrder.columns.line')}</Table.Th>
                  <Table.Th>{t('quickOrder.columns.code')}</Table.Th>
                  <Table.Th>{t('quickOrder.columns.product')}</Table.Th>
                  <Table.Th>{t('quickOrder.columns.metal')}</Table.Th>
                  <Table.Th>{t('quickOrder.columns.size')}</Table.Th>
                  <Table.Th>{t('quickOrder.columns.quantity')}</Table.Th>
                  <Table.Th>{t('quickOrder.columns.unitPrice')}</Table.Th>
                  <Table.Th>{t('quickOrder.columns.outcome')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.line} data-testid="quick-order-row" data-status={row.status}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td translate="no" style={{ whiteSpace: 'nowrap' }}>
                      {row.answer?.code ?? row.text}
                    </Table.Td>
                    <Table.Td>{row.answer?.name ?? ''}</Table.Td>
                    <Table.Td>{row.answer?.metalName ?? ''}</Table.Td>
                    <Table.Td>
                      {row.answer?.ringSize ? ringSizeLabel(Number(row.answer.ringSize), lang) : ''}
                    </Table.Td>
                    <Table.Td>{row.answer?.quantity ?? ''}</Table.Td>
                    <Table.Td>
                      {row.answer?.unitPrice != null && currency
                        ? format.money(row.answer.unitPrice, currency)
                        : ''}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[row.status]} variant="light">
                        {t(`quickOrder.statuses.${row.status}`)}
                      </Badge>
                      {row.reason && (
                        <Text size="xs" c="red.8">
                          {row.reason}
                        </Text>
                      )}
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
