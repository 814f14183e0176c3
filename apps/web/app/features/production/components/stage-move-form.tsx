import { Alert, Button, FileInput, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { JobTimeline } from '@portal/shared/production/schemas';
import { MAX_STAGE_PHOTOS } from '@portal/shared/production/schemas';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMoveJobOrderStage } from '../api/move-job-order-stage';

const NEXT = 'next';

/**
 * Moves a job (staff): to its next stage by default, or to a stage chosen; a stage before the current one asks for a
 * reason. A note and photos are optional. The form sends the stage it shows the job in, so a job moved
 * by someone else meanwhile is refused and read again rather than moved twice.
 */
export function StageMoveForm({ timeline }: { timeline: JobTimeline }) {
  const { t } = useTranslation();
  const move = useMoveJobOrderStage();
  const [target, setTarget] = useState<string>(NEXT);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const currentIndex = timeline.stages.findIndex((s) => s.id === timeline.currentStageId);
  const next = timeline.stages[currentIndex + 1];
  const options = [
    ...(next ? [{ value: NEXT, label: t('production.move.next', { stage: next.name }) }] : []),
    ...timeline.stages
      .filter((s) => s.id !== timeline.currentStageId)
      .map((s) => ({ value: String(s.id), label: s.name })),
  ];
  // At the last stage there is no next one: the first stage offered is chosen.
  const chosen = options.some((o) => o.value === target) ? target : (options[0]?.value ?? NEXT);
  const targetIndex =
    chosen === NEXT ? currentIndex + 1 : timeline.stages.findIndex((s) => String(s.id) === chosen);
  const backward = targetIndex >= 0 && targetIndex < currentIndex;
  const error = move.error instanceof ApiError ? move.error : null;
  const fieldError = (key: string): ReactNode =>
    error?.errorMessages.find((m) => m.key === key)?.value ?? null;
  const general = error && !['reason', 'note', 'photos', 'stageId'].some(fieldError);

  const submit = () =>
    move.mutate(
      {
        orderId: timeline.orderId,
        fromStageId: timeline.currentStageId,
        ...(chosen === NEXT ? {} : { stageId: Number(chosen) }),
        ...(backward && reason.trim() ? { reason } : {}),
        ...(note.trim() ? { note } : {}),
        photos,
      },
      {
        onSuccess: (answer) => {
          const reached = answer.stages.find((s) => s.id === answer.currentStageId);
          notifySuccess(t('production.move.done', { code: answer.code, stage: reached?.name ?? '' }));
          setTarget(NEXT);
          setReason('');
          setNote('');
          setPhotos([]);
        },
      },
    );

  return (
    <form
      aria-label={t('production.move.title')}
      data-testid="stage-move-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Select
          label={t('production.move.to')}
          value={options.length ? chosen : null}
          onChange={(value) => value && setTarget(value)}
          data={options}
          allowDeselect={false}
          error={fieldError('stageId')}
          data-testid="stage-move-target"
        />
        {backward && (
          <TextInput
            label={t('production.move.reason')}
            description={t('production.move.reasonHelp')}
            required
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={fieldError('reason')}
            data-testid="stage-move-reason"
          />
        )}
        <Textarea
          label={t('production.move.note')}
          maxLength={2000}
          autosize
          minRows={2}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={fieldError('note')}
          data-testid="stage-move-note"
        />
        <FileInput
          label={t('production.move.photos')}
          description={t('production.move.photosHelp', { count: MAX_STAGE_PHOTOS })}
          multiple
          clearable
          accept="image/jpeg,image/png,image/webp,image/gif"
          value={photos}
          onChange={(files) => setPhotos(files.slice(0, MAX_STAGE_PHOTOS))}
          error={fieldError('photos')}
          data-testid="stage-move-photos"
        />
        {general && (
          <Alert color="red" role="alert" data-testid="stage-move-error">
            {error.userMessages[0] ?? error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={move.isPending}
            disabled={options.length === 0}
            data-testid="stage-move-submit"
          >
            {t('production.move.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
