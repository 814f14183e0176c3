import { keepMemoItems } from '@portal/shared/memo/keep-memo-items';
import { printMemoReturnLabel } from '@portal/shared/memo/print-memo-return-label';
import { returnMemoItems } from '@portal/shared/memo/return-memo-items';
import { sendMemo } from '@portal/shared/memo/send-memo';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';

/** POST /api/memos (staff). */
export const sendMemoRequest = (body: CallInput<typeof sendMemo>['body']) => api.send(sendMemo, { body });

/** POST /api/memos/{id}/return: a return authorisation for the pieces. */
export const returnPieces = ({ memoId, itemIds }: { memoId: number; itemIds: number[] }) =>
  api.send(returnMemoItems, { params: { id: memoId }, body: { itemIds } });

/** POST /api/memos/{id}/keep: the pieces are invoiced. */
export const keepPieces = ({ memoId, itemIds }: { memoId: number; itemIds: number[] }) =>
  api.send(keepMemoItems, { params: { id: memoId }, body: { itemIds } });

/** GET /api/memos/returns/{id}/label: the return's label as a PDF. */
export const fetchReturnLabel = (returnId: number): Promise<Blob> =>
  api.sendForFile(printMemoReturnLabel, { params: { id: returnId } }, { silent: true });
