import type { getJobServices } from '@portal/shared/orders/get-job-services';
import type { CallParsed } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serviceTypes } from '../reference/tables';
import type { Scope } from '../../platform/scope';
import { listOrders } from './order-lists';
import { localName } from '../../platform/language';

/**
 * GET /JobOrders/job-services: the open job orders grouped by the service type they were approved with (spec §3 Job
 * service). Every group comes with its first page; asking for one serviceTypeId pages through that group.
 */
export async function jobServices(
  db: Db,
  scope: Scope,
  query: CallParsed<typeof getJobServices>['query'],
  language: Language,
) {
  const types = await db
    .select()
    .from(serviceTypes)
    .where(
      and(
        eq(serviceTypes.isActive, true),
        query.serviceTypeId ? eq(serviceTypes.id, query.serviceTypeId) : undefined,
      ),
    )
    .orderBy(asc(serviceTypes.rank));
  const groups = [];
  for (const type of types) {
    const page = await listOrders(
      db,
      scope,
      {
        kind: 'JO',
        pageBase: 0,
        pageNo: query.serviceTypeId ? query.pageNo : 0,
        pageSize: query.pageSize,
        openClosed: 'OPEN',
        serviceTypeId: type.id,
        sortBy: 'orderDate',
        sortAsc: false,
      },
      language,
    );
    groups.push({
      id: type.id,
      code: type.code,
      serviceTypeName: localName(language, type),
      jobCount: page.pagingData.itemCount,
      page: page.pagingData.pageNo,
      jobs: page.items,
    });
  }
  return groups;
}
