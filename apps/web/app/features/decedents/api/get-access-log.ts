import { getAccessLog } from '@portal/shared/decedents/get-access-log';
import type { CallResponse } from '@portal/shared/platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/calls';

export type AccessLogRow = CallResponse<typeof getAccessLog>['items'][number];

/** GET /api/decedents/{id}/access-log: one page of the chain of custody, newest first, kept while the next loads. */
export const useAccessLog = (decedentId: number, pageNo: number, pageSize: number) =>
  useQuery({
    ...callQuery(getAccessLog, { params: { id: decedentId }, query: { pageNo, pageSize } }),
    placeholderData: keepPreviousData,
  });
