import type { ReactNode } from 'react';
import { notifyDone, notifyOperationFailed } from '../lib/feedback';
import { ConfirmAction } from './confirm-action';

/**
 * Deleting something asks first. spec §8: 'deleted successfully!' (named when `namedWhenDone`), or 'Error occured while
 * deleting {name}!' with the server's reason (what still uses the thing, say) kept in the dialog.
 */
export function ConfirmDelete({
  name,
  namedWhenDone = false,
  onDelete,
  onClose,
  ...dialog
}: {
  title: string;
  question: string;
  /** More about what goes with it, under the question. */
  children?: ReactNode;
  name: string;
  namedWhenDone?: boolean;
  pending: boolean;
  confirmLabel: string;
  closeLabel: string;
  /** `{testId}-modal` and `{testId}-confirm`. */
  testId: string;
  onDelete: (callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  onClose: () => void;
}) {
  return (
    <ConfirmAction
      {...dialog}
      onClose={onClose}
      onConfirm={(showRefusal) =>
        onDelete({
          onSuccess: () => {
            notifyDone('deleted', namedWhenDone ? name : undefined);
            onClose();
          },
          onError: (error) => {
            notifyOperationFailed('delete', name);
            showRefusal(error);
          },
        })
      }
    />
  );
}
