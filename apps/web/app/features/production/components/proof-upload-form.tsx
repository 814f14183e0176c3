import { Alert, Button, FileInput, Group, Stack, Textarea } from '@mantine/core';
import { MAX_PROOF_IMAGES } from '@portal/shared/production/proof-schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useUploadProofRound } from '../api/upload-proof-round';

/** Staff send the next proof round: renders, CAD views or photos, and a note; the customer is told by e-mail. */
export function ProofUploadForm({ orderId, nextNumber }: { orderId: number; nextNumber: number }) {
  const { t } = useTranslation();
  const upload = useUploadProofRound();
  const [note, setNote] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const error = upload.error instanceof ApiError ? upload.error : null;
  return (
    <form
      aria-label={t('production.proofs.uploadTitle', { n: nextNumber })}
      data-testid="proof-upload-form"
      onSubmit={(event) => {
        event.preventDefault();
        upload.mutate(
          { orderId, note, images },
          {
            onSuccess: (answer) => {
              notifySuccess(t('production.proofs.uploaded', { code: answer.code, n: nextNumber }));
              setNote('');
              setImages([]);
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <FileInput
          label={t('production.proofs.images', { n: nextNumber })}
          description={t('production.proofs.imagesHelp', { count: MAX_PROOF_IMAGES })}
          multiple
          clearable
          required
          accept="image/jpeg,image/png,image/webp,image/gif"
          value={images}
          onChange={(files) => setImages(files.slice(0, MAX_PROOF_IMAGES))}
          data-testid="proof-upload-images"
        />
        <Textarea
          label={t('production.proofs.note')}
          maxLength={2000}
          autosize
          minRows={2}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          data-testid="proof-upload-note"
        />
        {error && (
          <Alert color="red" role="alert" data-testid="proof-upload-error">
            {error.userMessages[0] ?? error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={upload.isPending}
            disabled={images.length === 0}
            data-testid="proof-upload-submit"
          >
            {t('production.proofs.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
