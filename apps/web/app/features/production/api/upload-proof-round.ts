import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadProofRound } from '@portal/shared/production/upload-proof-round';
import { api } from '../../../lib/browser-api';
import { domainKey } from '../../../lib/calls';

/** POST /api/JobOrders/{id}/proofs (staff) as a multipart form: the images as `images`, and the note. */
export function useUploadProofRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: number; note: string; images: File[] }) => {
      const form = new FormData();
      if (input.note.trim()) form.set('note', input.note);
      for (const image of input.images) form.append('images', image, image.name);
      return api.send(uploadProofRound, { params: { id: input.orderId }, body: form }, { silent: true });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainKey('production') }),
  });
}
