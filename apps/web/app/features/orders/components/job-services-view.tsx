import { Accordion, Alert, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useLoadFailureToast } from '../../../lib/use-load-failure-toast';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormat } from '../../../lib/i18n/use-format';
import { type JobServiceGroup, useJobServiceGroup, useJobServices } from '../api/get-job-services';
import type { OrderRow } from '../api/order-types';
import { type CellContext, columnsOf } from './order-columns';

const PAGE_SIZE = 10;
/** The columns of a service group: the service type is the group itself. */
const GROUP_FIELDS = ['code', 'orderDate', 'dueDate', 'status', 'customerName', 'grandTotal', 'noteCount'];

function ServiceGroupJobs({
  group,
  isStaff,
  ctx,
}: {
  group: JobServiceGroup;
  isStaff: boolean;
  ctx: CellContext;
}) {
  const { t } = useTranslation();
  const jobs = useJobServiceGroup(group, PAGE_SIZE);
  const rows = jobs.data.pages.flatMap((page) => page.jobs);
  const columns = columnsOf('JO', isStaff).filter((c) => GROUP_FIELDS.includes(c.field));
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.field} ta={c.align}>
                  {t(c.title)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row: OrderRow) => (
              <Table.Tr key={row.id} data-testid="order-row" data-code={row.code}>
                {columns.map((c) => (
                  <Table.Td key={c.field} ta={c.align}>
                    {c.render(row, ctx)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="center" gap="sm">
        <Text size="sm" c="dimmed">
          {t('orders.list.shown', { shown: rows.length, total: group.jobCount })}
        </Text>
        {jobs.hasNextPage && (
          <Button
            variant="light"
            size="xs"
            onClick={() => void jobs.fetchNextPage()}
            loading={jobs.isFetchingNextPage}
          >
            {t('orders.list.loadMore')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * Open job orders grouped by the service type they were approved with (spec §3 Job service: jobs, page, isVisible,
 * isLoading): each group opens on demand and loads its further pages on its own.
 */
export function JobServicesView({
  isStaff,
  detailHref,
  openDetail,
}: {
  isStaff: boolean;
  detailHref: (row: OrderRow) => string;
  openDetail: CellContext['openDetail'];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const services = useJobServices(PAGE_SIZE);
  const ctx: CellContext = {
    t,
    date: (iso) => format.date(iso),
    money: format.money,
    detailHref,
    openDetail,
  };
  useLoadFailureToast(services.isError ? services.error : null, t('orders.list.names.JO'));

  if (services.isPending) return <Loader aria-label={t('app.loading')} />;
  if (services.isError)
    return (
      <Alert color="red" variant="light" data-testid="order-list-failed">
        <Text size="sm" mb="xs">
          {t('orders.list.notShown')}
        </Text>
        <Button variant="default" size="xs" onClick={() => void services.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  const groups = services.data.filter((g) => g.jobCount > 0);
  if (groups.length === 0) return <Text c="dimmed">{t('orders.services.empty')}</Text>;
  return (
    <Accordion multiple variant="separated" defaultValue={[String(groups[0]!.id)]} data-testid="job-services">
      {groups.map((group) => (
        <Accordion.Item key={group.id} value={String(group.id)}>
          <Accordion.Control>
            <Group gap="sm">
              <Text fw={600}>{group.serviceTypeName}</Text>
              <Badge
                variant="light"
                color="brand"
                c="brand.8"
                aria-label={t('orders.services.count', { count: group.jobCount })}
              >
                {group.jobCount}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <ServiceGroupJobs group={group} isStaff={isStaff} ctx={ctx} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
