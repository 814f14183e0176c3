import { useQuery } from '@tanstack/react-query';
import { getJobOrderImages } from '@portal/shared/orders/get-job-order-images';
import type { CallResponse } from '@portal/shared/platform/contract';
import { callQuery } from '../../../lib/calls';

export type JobOrderImage = CallResponse<typeof getJobOrderImages>[number];

/** GET /api/JobOrders/{id}/images: the custom design's pictures, the pieces', then those attached to notes. */
export function useJobOrderImages(id: number, enabled: boolean) {
  return useQuery({ ...callQuery(getJobOrderImages, { params: { id } }), enabled });
}
