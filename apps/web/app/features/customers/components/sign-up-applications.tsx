import { Pager } from '../../../components/pager';
import type { SignUpApplication } from '@portal/shared/customers/sign-up-schemas';
import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  useApproveApplication,
  useDeclineApplication,
  useSignUpApplication,
  useSignUpApplications,
} from '../api/sign-up-applications';

const STATUS_COLORS = { pending: 'yellow', approved: 'green', declined: 'gray' } as const;
const PAGE_SIZE = 10;

function AddressText({ address }: { address: SignUpApplication['billingAddress'] }) {
  return (
    <Text component="address" fs="normal" size="sm">
      {address.line1}
      {address.line2 && (
        <>
          <br />
          {address.line2}
        </>
      )}
      <br />
      {[address.city, address.stateName, address.zip].filter(Boolean).join(', ')}
      <br />
      {address.countryName}
    </Text>
  );
}

function Review({ application }: { application: SignUpApplication }) {
  const { t } = useTranslation();
  const approve = useApproveApplication();
  const decline = useDeclineApplication();
  const [accountNumber, setAccountNumber] = useState('');
  const [reason, setReason] = useState('');
  if (application.status !== 'pending')
    return (
      <Text size="sm" c="dimmed">
        {t('people.applications.reviewed', {
          name: application.reviewedBy ?? '—',
          date: application.reviewedAt ? new Date(application.reviewedAt).toLocaleString() : '—',
        })}
        {application.accountNumber && ` · ${application.accountNumber}`}
        {application.declineReason && ` · ${application.declineReason}`}
      </Text>
    );
  return (
    <Stack gap="sm">
      {application.emailHasAccount && (
        <Alert color="orange" variant="light">
          {t('people.applications.emailHasAccount')}
        </Alert>
      )}
      <Group align="flex-end">
        <TextInput
          label={t('people.applications.accountNumber')}
          value={accountNumber}
          onChange={(e) => setAccountNumber(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button
          color="green"
          loading={approve.isPending}
          disabled={application.emailHasAccount}
          onClick={() =>
            approve.mutate(
              { id: application.id, accountNumber: accountNumber.trim() || undefined },
              {
                onSuccess: (done) =>
                  notifySuccess(
                    t('people.applications.approved', {
                      company: done.companyName,
                      account: done.accountNumber ?? '',
                      email: done.email,
                    }),
                  ),
              },
            )
          }
        >
          {t('people.applications.approve')}
        </Button>
      </Group>
      <Textarea
        label={t('people.applications.declineReason')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        autosize
        minRows={2}
      />
      <Group justify="flex-end">
        <Button
          color="red"
          variant="light"
          loading={decline.isPending}
          onClick={() =>
            decline.mutate(
              { id: application.id, reason: reason.trim() || undefined },
              {
                onSuccess: (done) =>
                  notifySuccess(t('people.applications.declined', { company: done.companyName })),
              },
            )
          }
        >
          {t('people.applications.decline')}
        </Button>
      </Group>
    </Stack>
  );
}

function ApplicationDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: application } = useSignUpApplication(id);
  const shown = application && application.id === id ? application : null;
  const row = (label: string, value: string | null) =>
    value && (
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed" w={140}>
          {label}
        </Text>
        <Text size="sm">{value}</Text>
      </Group>
    );
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={shown ? t('people.applications.detail', { company: shown.companyName }) : ''}
    >
      {shown && (
        <Stack gap="sm" data-testid="application-detail">
          {row(t('people.signUp.customerType'), shown.customerTypeName)}
          {row(t('people.fields.taxId'), shown.taxId)}
          {row(t('people.fields.website'), shown.website)}
          {row(t('people.fields.phone'), shown.phone)}
          {row(t('people.applications.applicant'), `${shown.firstName} ${shown.lastName}`)}
          {row(t('people.fields.email'), shown.email)}
          {row(t('people.fields.jobTitle'), shown.jobTitle)}
          <Title order={3} fz="sm">
            {t('people.applications.billingAddress')}
          </Title>
          <AddressText address={shown.billingAddress} />
          <Title order={3} fz="sm">
            {t('people.applications.shippingAddress')}
          </Title>
          {shown.shippingAddress ? (
            <AddressText address={shown.shippingAddress} />
          ) : (
            <Text size="sm">{t('people.applications.sameAsBilling')}</Text>
          )}
          {shown.notes && <Text size="sm">{shown.notes}</Text>}
          <Review application={shown} />
        </Stack>
      )}
    </Drawer>
  );
}

/** Staff review the storefront's sign-up applications: newest first, by status, searched; approve or decline. */
export function SignUpApplications() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'pending' | 'approved' | 'declined' | 'all'>('pending');
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useSignUpApplications({
    pageNo,
    pageSize: PAGE_SIZE,
    status: status === 'all' ? undefined : status,
    search: search.trim() || undefined,
  });
  const total = list.data?.pagingData.itemCount ?? 0;
  return (
    <Stack>
      <Group align="flex-end">
        <SegmentedControl
          aria-label={t('people.applications.status')}
          value={status}
          onChange={(value) => {
            setStatus(value as typeof status);
            setPageNo(1);
          }}
          data={[
            ...(['pending', 'approved', 'declined'] as const).map((s) => ({
              value: s,
              label: t(`people.applications.statuses.${s}`),
            })),
            { value: 'all', label: t('people.applications.all') },
          ]}
        />
        <TextInput
          aria-label={t('people.applications.search')}
          placeholder={t('people.applications.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPageNo(1);
          }}
          style={{ flex: 1 }}
        />
      </Group>
      {list.isError && <Alert color="red">{t('people.applications.loadFailed')}</Alert>}
      <Table data-testid="sign-up-applications" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('people.applications.company')}</Table.Th>
            <Table.Th>{t('people.applications.applicant')}</Table.Th>
            <Table.Th>{t('people.fields.email')}</Table.Th>
            <Table.Th>{t('people.applications.received')}</Table.Th>
            <Table.Th>{t('people.applications.status')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(list.data?.items ?? []).map((a) => (
            <Table.Tr key={a.id} data-testid="sign-up-application-row">
              <Table.Td>{a.companyName}</Table.Td>
              <Table.Td>
                {a.firstName} {a.lastName}
              </Table.Td>
              <Table.Td>{a.email}</Table.Td>
              <Table.Td>{new Date(a.createdAt).toLocaleDateString()}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[a.status]} variant="light">
                  {t(`people.applications.statuses.${a.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Button size="xs" variant="light" onClick={() => setOpenId(a.id)}>
                  {t('people.applications.open')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {list.data && total === 0 && <Text c="dimmed">{t('people.applications.none')}</Text>}
      {total > PAGE_SIZE && (
        <Pager value={pageNo} onChange={setPageNo} total={Math.ceil(total / PAGE_SIZE)} />
      )}
      <ApplicationDrawer id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
