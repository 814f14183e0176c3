import {
  Button,
  Checkbox,
  CloseButton,
  FileInput,
  Group,
  Image,
  SegmentedControl,
  Stack,
  Textarea,
} from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Icon } from '../../../components/icon';
import { doneMessage, notifySuccess } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n/use-lang';
import { newUuid } from '../../../lib/uuid';
import { useAddInternalNote } from '../api/add-internal-note';
import { useAddOrderNote } from '../api/add-order-note';
import { reportFailure } from '../feedback';
import type { OrderKind } from '../order-kinds';

/** The picture limit of the media server; a bigger file is refused before it is sent. */
const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

/** A local preview of the chosen picture, released when it changes. */
function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * The idempotency key of one note: the same while the user sends the same note again (a retry after a network
 * failure writes it once), a new one as soon as the note differs.
 */
function useAttemptKey() {
  const attempt = useRef<{ note: string; key: string } | null>(null);
  return {
    keyFor(note: string): string {
      if (attempt.current?.note !== note) attempt.current = { note, key: newUuid() };
      return attempt.current.key;
    },
    done: () => void (attempt.current = null),
  };
}

/**
 * Adds a note: for job orders to the notes or the customer notes, with an optional picture (previewed before it is
 * sent); staff may make it internal (never shown to the customer, no picture).
 */
export function NoteForm({
  kind,
  orderId,
  orderCode,
  canInternal,
}: {
  kind: OrderKind;
  orderId: number;
  orderCode: string;
  canInternal: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const add = useAddOrderNote(kind);
  const addInternal = useAddInternalNote();
  const [text, setText] = useState('');
  const [list, setList] = useState<'notes' | 'customernotes'>('notes');
  const [image, setImage] = useState<File | null>(null);
  const [internal, setInternal] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const preview = usePreview(image);
  const withPicture = kind === 'JO' && !internal;
  const pending = add.isPending || addInternal.isPending;

  const attempt = useAttemptKey();

  const done = () => {
    attempt.done();
    // spec §8: '{name} - saved successfully!'
    notifySuccess(doneMessage(lang, 'saved', t('orders.notes.savedName', { code: orderCode })));
    setText('');
    setImage(null);
  };
  const submit = () => {
    if (!text.trim()) {
      setError(t('orders.notes.required'));
      return;
    }
    setError(null);
    const failed = (e: unknown) => reportFailure(e, 'save', t('orders.notes.name'));
    const picture = withPicture ? image : null;
    const attemptKey = attempt.keyFor(
      JSON.stringify([
        internal,
        list,
        text.trim(),
        picture && [picture.name, picture.size, picture.lastModified],
      ]),
    );
    if (internal)
      addInternal.mutate({ orderId, text: text.trim(), attemptKey }, { onSuccess: done, onError: failed });
    else
      add.mutate(
        { orderId, text: text.trim(), list, image: picture, attemptKey },
        { onSuccess: done, onError: failed },
      );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="note-form"
    >
      <Stack gap="sm">
        {kind === 'JO' && !internal && (
          <SegmentedControl
            value={list}
            onChange={(value) => setList(value as 'notes' | 'customernotes')}
            data={[
              { value: 'notes', label: t('orders.notes.toNotes') },
              { value: 'customernotes', label: t('orders.notes.toCustomerNotes') },
            ]}
            aria-label={t('orders.notes.addTo')}
          />
        )}
        <Textarea
          label={t('orders.notes.new')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          maxLength={4000}
          autosize
          minRows={2}
          required
          data-testid="note-text"
        />
        {withPicture && (
          <Group align="flex-end" gap="sm">
            <FileInput
              label={t('orders.notes.picture')}
              placeholder={t('orders.notes.choosePicture')}
              accept="image/png,image/jpeg,image/webp,image/gif"
              value={image}
              onChange={(file) => {
                if (file && file.size > MAX_PICTURE_BYTES) {
                  setImageError(t('orders.notes.pictureTooBig'));
                  setImage(null);
                  return;
                }
                setImageError(null);
                setImage(file);
              }}
              error={imageError}
              leftSection={<Icon name="photo" size={16} />}
              clearable
              style={{ flex: '1 1 220px' }}
              data-testid="note-picture"
            />
            {preview && (
              <Group gap={4} align="flex-start">
                <Image
                  src={preview}
                  alt={t('orders.notes.preview')}
                  w={72}
                  h={72}
                  fit="cover"
                  radius="sm"
                  data-testid="note-picture-preview"
                />
                <CloseButton aria-label={t('orders.notes.removePicture')} onClick={() => setImage(null)} />
              </Group>
            )}
          </Group>
        )}
        <Group justify="space-between" gap="sm">
          {canInternal ? (
            <Checkbox
              label={t('orders.notes.internal')}
              checked={internal}
              onChange={(event) => setInternal(event.currentTarget.checked)}
              data-testid="note-internal"
            />
          ) : (
            <span />
          )}
          <Button type="submit" loading={pending} data-testid="note-submit">
            {t('orders.notes.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
