import { Alert, Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/confirm-action';
import { badgeText } from '../../../lib/badge-tones';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePrint } from '../../finance/public/print-document';
import { fetchAuthorizationPdf } from '../api/get-authorization-pdf';
import { type AuthorizationRow, useAuthorizations } from '../api/get-authorizations';
import { useWithdrawAuthorization } from '../api/withdraw-authorization';
import { AuthorizationForm } from './authorization-form';

/** Withdrawing says what follows: the prints are locked now and destroyed by the retention job. */
function WithdrawDialog({
  decedentId,
  authorization,
  onClose,
}: {
  decedentId: number;
  authorization: AuthorizationRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const withdraw = useWithdrawAuthorization(decedentId);
  const [reason, setReason] = useState('');
  return (
    <ConfirmAction
      title={t('authorizations.withdraw.title', { name: authorization.signerName })}
      question={t('authorizations.withdraw.explanation')}
      confirmLabel={t('authorizations.withdraw.confirm')}
      pending={withdraw.isPending}
      testId="withdraw-authorization"
      closeLabel={t('authorizations.closeDialog')}
      fallbackReason={t('authorizations.errors.actionFailed')}
      onConfirm={(onError) =>
        withdraw.mutate({ authId: authorization.id, reason }, { onSuccess: onClose, onError })
      }
      onClose={onClose}
    >
      <Textarea
        label={t('authorizations.withdraw.reason')}
        autosize
        minRows={2}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
    </ConfirmAction>
  );
}

/** One authorisation: who signed, when, who recorded it, its signed PDF, and withdrawal. */
function AuthorizationCard({
  authorization,
  canEdit,
  onWithdraw,
}: {
  authorization: AuthorizationRow;
  canEdit: boolean;
  onWithdraw: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { print, printing } = usePrint('authorization');
  const withdrawn = authorization.withdrawnAt !== null;
  return (
    <Card withBorder padding="sm" radius="md" data-testid="authorization">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} size="sm">
            {t('authorizations.signer', {
              name: authorization.signerName,
              relationship: authorization.relationship,
            })}
          </Text>
          <Badge
            variant="light"
            color={withdrawn ? 'red' : 'green'}
            c={badgeText(withdrawn ? 'red' : 'green')}
          >
            {withdrawn ? t('authorizations.states.withdrawn') : t('authorizations.states.live')}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('authorizations.signedLine', {
            when: format.dateTime(authorization.signedAt),
            kind: t(`authorizations.signature.kinds.${authorization.signatureKind}`),
            version: authorization.statementVersion,
            language: t(`authorizations.languages.${authorization.language}`),
          })}
        </Text>
        {authorization.recordedBy && (
          <Text size="xs" c="dimmed">
            {t('decedents.prints.recordedBy', { name: authorization.recordedBy })}
          </Text>
        )}
        {authorization.withdrawnAt && (
          <Text size="xs" c="red.8">
            {t('authorizations.withdrawnLine', { when: format.dateTime(authorization.withdrawnAt) })}
            {authorization.withdrawalReason ? ` · ${authorization.withdrawalReason}` : ''}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          <Button
            size="xs"
            variant="light"
            loading={printing === String(authorization.id)}
            onClick={() =>
              void print(String(authorization.id), () =>
                fetchAuthorizationPdf(authorization.decedentId, authorization.id),
              )
            }
            data-testid="authorization-pdf"
          >
            {t('authorizations.pdf', { name: authorization.signerName })}
          </Button>
          {canEdit && !withdrawn && (
            <Button size="xs" variant="subtle" color="red" onClick={onWithdraw} data-testid="withdraw">
              {t('authorizations.withdraw.open')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The next of kin's authorisations of a decedent (docs/decisions.md "Chain of custody"): without a live one the prints
 * cannot be ordered, and the drawer says so; with the edit permission, a new one is recorded here and a live one withdrawn.
 */
export function AuthorizationPanel({ decedentId, canEdit }: { decedentId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const list = useAuthorizations(decedentId);
  const [adding, setAdding] = useState(false);
  const [withdrawing, setWithdrawing] = useState<AuthorizationRow | null>(null);
  const data = list.data;
  return (
    <Stack gap="sm" data-testid="authorizations">
      <Title order={3} fz="md">
        {t('authorizations.title')}
      </Title>
      {list.isError && <Alert color="red">{t('authorizations.loadFailed')}</Alert>}
      {data && (
        <Alert
          color={data.authorized ? 'green' : 'yellow'}
          data-testid="authorization-state"
          title={data.authorized ? t('authorizations.authorized') : t('authorizations.notAuthorized')}
        >
          {data.authorized ? t('authorizations.authorizedHelp') : t('authorizations.notAuthorizedHelp')}
        </Alert>
      )}
      {data?.authorizations.map((a) => (
        <AuthorizationCard
          key={a.id}
          authorization={a}
          canEdit={canEdit}
          onWithdraw={() => setWithdrawing(a)}
        />
      ))}
      {canEdit && data && !data.statement && (
        <Text size="sm" c="dimmed">
          {t('authorizations.noStatement')}
        </Text>
      )}
      {canEdit && data?.statement && !adding && (
        <Group>
          <Button variant={data.authorized ? 'light' : 'filled'} onClick={() => setAdding(true)}>
            {t('authorizations.record')}
          </Button>
        </Group>
      )}
      {canEdit && data?.statement && adding && (
        <Card withBorder padding="sm" radius="md">
          <AuthorizationForm
            key={data.statement.id}
            decedentId={decedentId}
            statement={data.statement}
            onDone={() => setAdding(false)}
          />
        </Card>
      )}
      {withdrawing && (
        <WithdrawDialog
          decedentId={decedentId}
          authorization={withdrawing}
          onClose={() => setWithdrawing(null)}
        />
      )}
    </Stack>
  );
}
