import type { SubmittedOrderKind } from '@portal/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '@portal/shared/platform/language';
import type { Db } from '../../db/client';
import { orderNotes, orders } from './tables';
import { users } from '../users/tables';
import { recordAudit } from '../../platform/audit';
import { invalid } from '../../platform/errors';
import type { UploadedFile } from '../../platform/multipart';
import type { Services } from '../../platform/request-context';
import { isStaff, type Scope } from '../../platform/scope';
import { mediaUrl } from '../../platform/storage';
import { checkFileForUse } from '../media/public';
import { loadOrder, visibleNotes } from './order-detail';

export type NoteKind = 'NOTE' | 'CUSTOMER' | 'INTERNAL';

/** GET /JobOrders/{id}/notes (order notes; staff also read internal ones) and /customernotes, oldest first. */
export async function listNotes(
  db: Db,
  scope: Scope,
  kind: SubmittedOrderKind,
  orderId: number,
  which: 'notes' | 'customernotes',
) {
  await loadOrder(db, scope, kind, orderId);
  const kinds: NoteKind[] = which === 'customernotes' ? ['CUSTOMER'] : ['NOTE', 'INTERNAL'];
  const author = alias(users, 'author');
  const staff = alias(users, 'staff');
  const rows = await db
    .select({ note: orderNotes, author, staff })
    .from(orderNotes)
    .leftJoin(author, eq(author.id, orderNotes.authorUserId))
    .leftJoin(staff, eq(staff.id, orderNotes.impersonatorId))
    .where(and(eq(orderNotes.orderId, orderId), inArray(orderNotes.kind, kinds), visibleNotes(scope)))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  return rows.map(({ note, author: a, staff: s }) => ({
    id: note.id,
    kind: note.kind,
    note: note.text,
    entityTypeCode: note.entityTypeCode,
    imageUrl: mediaUrl(note.imageKey),
    thumbnailUrl: note.imageKey ? `${mediaUrl(note.imageKey)}?w=160` : null,
    author: a ? `${a.firstName} ${a.lastName}` : null,
    authorIsStaff: a?.kind === 'staff',
    onBehalfBy: s ? `${s.firstName} ${s.lastName}` : null,
    createdAt: note.createdAt.toISOString(),
  }));
}

/** A note's picture is seen by whoever may see the note: the order's customer (never internal notes) and staff. */
export async function mayViewNoteImage(db: Db, scope: Scope, key: string): Promise<boolean> {
  const [note] = await db
    .select({ customerId: orders.customerId })
    .from(orderNotes)
    .innerJoin(orders, eq(orders.id, orderNotes.orderId))
    .where(and(eq(orderNotes.imageKey, key), visibleNotes(scope)));
  return note !== undefined && (isStaff(scope) || note.customerId === scope.customerId);
}

/** Adds a note (with an optional picture, checked to be an image) to an order the caller may see. */
export async function addNote(
  services: Services,
  scope: Scope,
  kind: SubmittedOrderKind,
  orderId: number,
  input: { text: string; noteKind: NoteKind; entityTypeCode?: string | null; authorUserId?: number },
  /** The picture sent with the note, checked in the sender's language against the note attachment's limits. */
  image: { file: UploadedFile; language: Language } | undefined,
) {
  const { db } = services;
  await loadOrder(db, scope, kind, orderId);
  if (input.noteKind === 'INTERNAL' && !isStaff(scope))
    throw invalid('note', 'Only staff can write internal notes');
  let authorUserId = scope.userId;
  if (input.authorUserId && input.authorUserId !== scope.userId) {
    // job-note-insert names the user the note is from: staff may record a colleague's note.
    const [author] = await db
      .select({ id: users.id, kind: users.kind })
      .from(users)
      .where(eq(users.id, input.authorUserId));
    if (!author || author.kind !== 'staff') throw invalid('UserId', 'This user is not a staff member');
    authorUserId = author.id;
  }
  if (image) await checkFileForUse(db, 'NOTE_ATTACHMENT', image.file.data, image.language);
  const imageKey = image ? await services.media.saveImage('order-notes', image.file.data) : null;
  const [note] = await db
    .insert(orderNotes)
    .values({
      orderId,
      kind: input.noteKind,
      text: input.text,
      imageKey,
      entityTypeCode: input.entityTypeCode ?? null,
      authorUserId,
      impersonatorId: scope.impersonatorId,
      createdAt: services.now(),
    })
    .returning();
  await recordAudit(db, scope, {
    action: 'order.note',
    entityType: 'order',
    entityId: orderId,
    details: { noteId: note!.id },
  });
  return { id: note!.id, imageUrl: mediaUrl(imageKey), createdAt: note!.createdAt.toISOString() };
}
