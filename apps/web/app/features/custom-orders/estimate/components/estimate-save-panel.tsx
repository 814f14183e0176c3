import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Notice } from '../../../../components/notice';
import { TextAreaField, TextField } from '../../../../components/text-fields';
import { ApiError } from '../../../../lib/api';
import { notifyDone, notifyError, notifySuccess } from '../../../../lib/feedback';
import { useLocalizePath } from '../../../../lib/i18n/use-lang';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { SavedEstimate } from '../api/get-saved-estimates';
import { useSaveEstimate, useSendSavedEstimate } from '../api/save-estimate';
import type { EstimateChoices } from '../estimate-input';
import { wireChoicesOf } from '../estimate-input';
import { estimatePaths } from '../paths';
import { EstimatePieceSelect, type EstimatePiece } from './estimate-piece-select';

/** The customer an estimate is for, as staff pick it. */
export interface EstimateCustomer {
  id: number;
  name: string;
}

/** Staff choose the customer with the customers' own select (given by the page: features do not import each other). */
export type CustomerPicker = (
  value: EstimateCustomer | null,
  onChange: (customer: EstimateCustomer | null) => void,
) => ReactNode;

type Field = 'name' | 'itemTypeId' | 'customerId' | 'form';
type Errors = Partial<Record<Field, string>>;

/** The server's field messages on the panel's fields; a message about a choice shows above the buttons. */
function errorsOf(error: unknown, fallback: string): Errors {
  if (!(error instanceof ApiError) || error.errorMessages.length === 0) return { form: fallback };
  const found: Errors = {};
  for (const m of error.errorMessages) {
    const field = (['name', 'itemTypeId', 'customerId'].includes(m.key) ? m.key : 'form') as Field;
    found[field] ??= m.value;
  }
  return found;
}

/** What a sent estimate became, with the link to it. */
function SentNotice({ estimate }: { estimate: SavedEstimate }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <Notice tone="info" title={t('estimate.save.sentTitle')} testId="estimate-sent">
      <Text size="sm">
        {t(estimate.sentAs === 'JO' ? 'estimate.save.sentAsJob' : 'estimate.save.sentAsQuote')}{' '}
        <Anchor
          component={Link}
          to={localize(estimatePaths.sentTo(estimate))}
          // Told from the text around it by more than its colour (WCAG 1.4.1).
          underline="always"
          fw={600}
          data-testid="estimate-sent-link"
        >
          {estimate.orderCode}
        </Anchor>
      </Text>
      <Text size="sm" c="dimmed">
        {t('estimate.save.sentReadOnly')}
      </Text>
    </Notice>
  );
}

/**
 * Under the estimate: its name, the piece, the customer (staff) and notes; saving keeps it to reopen, and a saved one
 * goes to the workshop as a custom order or a price quote (saved first, so what is sent is what is on screen).
 */
export function EstimateSavePanel({
  saved,
  choices,
  customerPicker,
}: {
  saved: SavedEstimate | null;
  choices: EstimateChoices;
  customerPicker?: CustomerPicker;
}) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const save = useSaveEstimate();
  const sendTo = useSendSavedEstimate();
  const [name, setName] = useState(saved?.name ?? '');
  const [notes, setNotes] = useState(saved?.notes ?? '');
  const [piece, setPiece] = useState<EstimatePiece | null>(
    saved?.itemTypeId ? { id: saved.itemTypeId, name: saved.itemName ?? '' } : null,
  );
  const [customer, setCustomer] = useState<EstimateCustomer | null>(
    saved?.customerId ? { id: saved.customerId, name: saved.customerName ?? '' } : null,
  );
  const [errors, setErrors] = useState<Errors>({});

  if (saved?.sentAs) return <SentNotice estimate={saved} />;

  const draft = () => ({
    name,
    notes,
    itemTypeId: piece?.id ?? null,
    ...(customerPicker ? { customerId: customer?.id ?? null } : {}),
    choices: wireChoicesOf(choices),
  });
  const keep = async () => {
    if (!name.trim()) {
      setErrors({ name: t('estimate.save.nameRequired') });
      return null;
    }
    setErrors({});
    try {
      const kept = await save.mutateAsync({ id: saved?.id ?? null, draft: draft() });
      // The address names the estimate: a reload or a shared link reopens it.
      if (!saved) void navigate(localize(estimatePaths.estimate(kept.id)), { replace: true });
      return kept;
    } catch (error) {
      setErrors(errorsOf(error, t('estimate.save.failed')));
      return null;
    }
  };
  const onSave = async () => {
    const kept = await keep();
    if (kept) notifyDone('saved', kept.name);
  };
  const onSend = async (as: 'JO' | 'PQ') => {
    const kept = await keep();
    if (!kept) return;
    try {
      const sent = await sendTo.mutateAsync({ id: kept.id, as });
      notifySuccess(t('estimate.save.sent', { code: sent.orderCode ?? '' }));
    } catch (error) {
      setErrors(errorsOf(error, t('estimate.save.sendFailed')));
      notifyError(t('estimate.save.sendFailed'));
    }
  };
  const busy = save.isPending || sendTo.isPending;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="estimate-save-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="estimate-save-title">
          {saved ? t('estimate.save.titleSaved') : t('estimate.save.title')}
        </Title>
        <TextField
          label={t('estimate.save.name')}
          value={name}
          onChange={setName}
          error={errors.name}
          required
          maxLength={120}
          testId="estimate-name"
        />
        <EstimatePieceSelect value={piece} onChange={setPiece} error={errors.itemTypeId} />
        {customerPicker?.(customer, setCustomer)}
        {errors.customerId && (
          <Text size="sm" c="red" role="alert">
            {errors.customerId}
          </Text>
        )}
        <TextAreaField
          label={t('estimate.save.notes')}
          value={notes}
          onChange={setNotes}
          maxLength={2000}
          testId="estimate-notes"
        />
        {errors.form && (
          <Notice tone="alert" testId="estimate-save-error">
            {errors.form}
          </Notice>
        )}
        <Group gap="sm">
          <Button
            onClick={() => void onSave()}
            loading={save.isPending}
            disabled={busy}
            data-testid="estimate-save"
          >
            {saved ? t('estimate.save.saveChanges') : t('estimate.save.save')}
          </Button>
        </Group>
        {saved && (
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              {t('estimate.save.sendHint')}
            </Text>
            <Group gap="sm">
              <Button
                variant="light"
                onClick={() => void onSend('JO')}
                loading={sendTo.isPending && sendTo.variables.as === 'JO'}
                disabled={busy}
                data-testid="estimate-send-job"
              >
                {t('estimate.save.sendAsJob')}
              </Button>
              <Button
                variant="light"
                onClick={() => void onSend('PQ')}
                loading={sendTo.isPending && sendTo.variables.as === 'PQ'}
                disabled={busy}
                data-testid="estimate-send-quote"
              >
                {t('estimate.save.sendAsQuote')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
