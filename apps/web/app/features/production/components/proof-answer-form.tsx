import { Alert, Button, Group, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useAnswerProofRound } from '../api/answer-proof-round';

/**
 * The customer's answer to an open round: approve it by typing their full name as signature, or ask for changes with
 * comments. Either is final for the round.
 */
export function ProofAnswerForm({
  orderId,
  roundId,
  canApprove,
}: {
  orderId: number;
  roundId: number;
  canApprove: boolean;
}) {
  const { t } = useTranslation();
  const answer = useAnswerProofRound();
  const [mode, setMode] = useState<'approve' | 'changes'>(canApprove ? 'approve' : 'changes');
  const [signatureName, setSignatureName] = useState('');
  const [comments, setComments] = useState('');
  const error = answer.error instanceof ApiError ? answer.error : null;
  const fieldError = (key: string) => error?.errorMessages.find((m) => m.key === key)?.value ?? null;
  return (
    <form
      aria-label={t('production.proofs.answerTitle')}
      data-testid="proof-answer-form"
      onSubmit={(event) => {
        event.preventDefault();
        answer.mutate(
          mode === 'approve' ? { orderId, roundId, signatureName } : { orderId, roundId, comments },
          {
            onSuccess: () =>
              notifySuccess(
                t(mode === 'approve' ? 'production.proofs.approvedDone' : 'production.proofs.changesDone'),
              ),
          },
        );
      }}
    >
      <Stack gap="sm">
        {canApprove && (
          <SegmentedControl
            value={mode}
            onChange={(value) => setMode(value as 'approve' | 'changes')}
            data={[
              { value: 'approve', label: t('production.proofs.approve') },
              { value: 'changes', label: t('production.proofs.requestChanges') },
            ]}
            data-testid="proof-answer-mode"
          />
        )}
        {mode === 'approve' ? (
          <TextInput
            label={t('production.proofs.signature')}
            description={t('production.proofs.signatureHelp')}
            required
            maxLength={120}
            autoComplete="name"
            value={signatureName}
            onChange={(e) => setSignatureName(e.currentTarget.value)}
            error={fieldError('signatureName')}
            data-testid="proof-signature"
          />
        ) : (
          <Textarea
            label={t('production.proofs.comments')}
            required
            maxLength={4000}
            autosize
            minRows={3}
            value={comments}
            onChange={(e) => setComments(e.currentTarget.value)}
            error={fieldError('comments')}
            data-testid="proof-comments"
          />
        )}
        {error && !fieldError('signatureName') && !fieldError('comments') && (
          <Alert color="red" role="alert" data-testid="proof-answer-error">
            {error.userMessages[0] ?? error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={answer.isPending} data-testid="proof-answer-submit">
            {mode === 'approve' ? t('production.proofs.signAndApprove') : t('production.proofs.sendChanges')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
