import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/feedback';
import { formatMoney } from '../../../lib/format';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useJobOrderPromise, usePromiseAction } from '../api/rush';
import { dayLabel } from './rush-tier-picker';

/**
 * A job order's date: the tier and fee, the day asked and the day promised. Staff who move jobs confirm
 * the day or propose another; the customer accepts a proposal or cancels the order, before work starts.
 */
export function JobPromiseCard({
  orderId,
  currency,
  canPromise,
}: {
  orderId: number;
  currency: string;
  canPromise: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const promise = useJobOrderPromise(orderId);
  const action = usePromiseAction();
  const [day, setDay] = useState('');
  const [note, setNote] = useState('');
  if (!promise.data) return null;
  const p = promise.data;
  const asked = p.neededBy ?? p.earliestOn;
  const done = (message: string) => ({
    onSuccess: () => notifySuccess(message),
    onError: (error: Error) => notifyError(error.message),
  });
  return (
    <Card withBorder padding="md" data-testid="job-promise">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('production.promise.title')}
        </Title>
        <Text size="sm">
          {t('production.promise.tier', {
            tier: p.tierName,
            fee: formatMoney(p.feeAmount, currency, lang),
            percent: p.feePercent,
          })}
        </Text>
        <Text size="sm">{t('production.promise.asked', { day: dayLabel(asked, lang) })}</Text>
        <Text size="sm" fw={600} data-testid="job-promise-state">
          {p.promisedOn
            ? t(`production.promise.state.${p.state}`, { day: dayLabel(p.promisedOn, lang) })
            : t('production.promise.state.REQUESTED')}
        </Text>
        {p.note && (
          <Text size="sm" c="dimmed">
            {p.note}
          </Text>
        )}
        {p.mayAnswer && !canPromise && (
          <Alert color="yellow" title={t('production.promise.answerTitle')}>
            <Group gap="sm">
              <Button
                size="xs"
                loading={action.isPending}
                onClick={() =>
                  action.mutate({ kind: 'accept', orderId }, done(t('production.promise.accepted')))
                }
                data-testid="promise-accept"
              >
                {t('production.promise.accept')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                loading={action.isPending}
                onClick={() =>
                  action.mutate({ kind: 'cancel', orderId }, done(t('production.promise.cancelled')))
                }
                data-testid="promise-cancel"
              >
                {t('production.promise.cancel')}
              </Button>
            </Group>
          </Alert>
        )}
        {canPromise && p.state !== 'CANCELLED' && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!day) return;
              action.mutate(
                { kind: 'promise', orderId, promisedOn: day, note: note.trim() },
                done(t('production.promise.saved')),
              );
            }}
          >
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                type="date"
                required
                label={t('production.promise.day')}
                value={day}
                onChange={(event) => setDay(event.currentTarget.value)}
                data-testid="promise-day"
              />
              <TextInput
                label={t('production.promise.note')}
                value={note}
                maxLength={500}
                onChange={(event) => setNote(event.currentTarget.value)}
              />
              <Button type="submit" loading={action.isPending} data-testid="promise-save">
                {t('production.promise.save')}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Card>
  );
}
