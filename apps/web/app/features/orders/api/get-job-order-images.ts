import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { orderKeys } from './keys';

export interface JobOrderImage {
  url: string;
  source: 'item' | 'note';
  caption: string;
}

/** GET /api/JobOrders/{id}/images: the pieces' pictures, then the pictures attached to notes. */
export function getJobOrderImages(id: number): Promise<JobOrderImage[]> {
  return api.get<JobOrderImage[]>(`/api/JobOrders/${id}/images`);
}

export function useJobOrderImages(id: number, enabled: boolean) {
  return useQuery({ queryKey: orderKeys.images(id), queryFn: () => getJobOrderImages(id), enabled });
}
