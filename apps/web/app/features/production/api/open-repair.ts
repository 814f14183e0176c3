import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openRepair } from '@portal/shared/production/open-repair';
import type { IntakeItem } from '@portal/shared/production/repair-schemas';
import { api } from '../../../lib/browser-api';
import { domainKey } from '../../../lib/calls';

export interface OpenRepairInput {
  /** Staff name the customer; a customer's own is implied. */
  customerId: number | null;
  piece: string;
  condition: string;
  items: IntakeItem[];
  signedName: string;
  photos: File[];
}

/** POST /api/repairs as a multipart form: the photos as `photos`, the items as one JSON text. Silent: the form says it. */
export function useOpenRepair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenRepairInput) => {
      const form = new FormData();
      if (input.customerId !== null) form.set('customerId', String(input.customerId));
      form.set('piece', input.piece);
      form.set('condition', input.condition);
      form.set('items', JSON.stringify(input.items));
      form.set('signedName', input.signedName);
      for (const photo of input.photos) form.append('photos', photo, photo.name);
      return api.send(openRepair, { body: form }, { silent: true });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: domainKey('production') }),
        queryClient.invalidateQueries({ queryKey: domainKey('orders') }),
      ]),
  });
}
