import {
  Badge,
  Card,
  Divider,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormat } from '../../../lib/i18n/use-format';
import { useOrderNotes } from '../api/get-order-notes';
import type { OrderNote } from '../api/order-types';
import type { OrderKind } from '../order-kinds';
import { NoteForm } from './note-form';
import { PictureModal } from './order-images';

function NoteList({
  notes,
  pending,
  onOpenPicture,
  testId,
}: {
  notes: OrderNote[] | undefined;
  pending: boolean;
  onOpenPicture: (note: OrderNote) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (pending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (!notes?.length)
    return (
      <Text c="dimmed" size="sm">
        {t('orders.notes.none')}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid={testId}>
      {notes.map((note) => (
        <Card key={note.id} withBorder padding="sm" radius="md" data-testid="order-note">
          <Group align="flex-start" wrap="nowrap" gap="sm">
            {note.thumbnailUrl && note.imageUrl && (
              <UnstyledButton
                onClick={() => onOpenPicture(note)}
                aria-label={t('orders.notes.openPicture')}
                style={{ flexShrink: 0, borderRadius: 6, overflow: 'hidden' }}
              >
                <Image
                  src={note.thumbnailUrl}
                  alt=""
                  w={64}
                  h={64}
                  fit="cover"
                  data-testid="order-note-thumbnail"
                />
              </UnstyledButton>
            )}
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.note}
              </Text>
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  {[note.author, format.dateTime(note.createdAt)].filter(Boolean).join(' · ')}
                  {note.onBehalfBy ? ` · ${t('orders.notes.onBehalf', { name: note.onBehalfBy })}` : ''}
                </Text>
                {note.kind === 'INTERNAL' && (
                  <Badge size="xs" variant="light" color="grape" c="grape.9">
                    {t('orders.notes.internalBadge')}
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** The notes of an order (and for job orders its customer notes), each with its picture, and the form to add one. */
export function OrderNotes({
  kind,
  orderId,
  orderCode,
  canAdd,
  canInternal,
}: {
  kind: OrderKind;
  orderId: number;
  orderCode: string;
  canAdd: boolean;
  canInternal: boolean;
}) {
  const { t } = useTranslation();
  const notes = useOrderNotes(kind, orderId, 'notes');
  const customerNotes = useOrderNotes(kind, orderId, 'customernotes');
  const [picture, setPicture] = useState<OrderNote | null>(null);
  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        {t('orders.notes.title')}
      </Title>
      <NoteList
        notes={notes.data}
        pending={notes.isPending}
        onOpenPicture={setPicture}
        testId="order-notes"
      />
      {kind === 'JO' && (
        <>
          <Title order={3} size="h5">
            {t('orders.notes.customerTitle')}
          </Title>
          <NoteList
            notes={customerNotes.data}
            pending={customerNotes.isPending}
            onOpenPicture={setPicture}
            testId="order-customer-notes"
          />
        </>
      )}
      {canAdd || canInternal ? (
        <>
          <Divider />
          <NoteForm kind={kind} orderId={orderId} orderCode={orderCode} canInternal={canInternal} />
        </>
      ) : null}
      <PictureModal
        picture={picture?.imageUrl ? { url: picture.imageUrl, caption: picture.note } : null}
        onClose={() => setPicture(null)}
      />
    </Stack>
  );
}
