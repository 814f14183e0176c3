import { uploadCustomOrderImages as uploadCustomOrderImagesCall } from '@portal/shared/custom-orders/upload-custom-order-images';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';

/** The server takes at most this many pictures per call. */
export const MAX_PICTURES = 10;

/** POST /api/customOrders/generateImagesForExistingOrder (multipart orderId, files): the design's reference pictures. */
export function uploadCustomOrderImages(input: {
  customOrderId: number;
  files: File[];
}): Promise<CallResponse<typeof uploadCustomOrderImagesCall>> {
  const form = new FormData();
  form.append('orderId', String(input.customOrderId));
  for (const file of input.files) form.append('files', file, file.name);
  return api.send(uploadCustomOrderImagesCall, { body: form }, { silent: true });
}

export function useUploadCustomOrderImages() {
  return useMutation({ mutationFn: uploadCustomOrderImages });
}
