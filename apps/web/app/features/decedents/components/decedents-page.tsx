import { Pager } from '../../../components/pager';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Drawer,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { Icon } from '../../../components/icon';
import { notifyDone } from '../../../lib/feedback';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type DecedentRow, useDecedents } from '../api/get-decedents';
import { useArchiveDecedent } from '../api/save-decedent';
import { AccessLogPanel } from './access-log-panel';
import { AuthorizationPanel } from './authorization-panel';
import { DecedentForm } from './decedent-form';
import { FingerprintPanel, type MakeWithPrint } from './fingerprint-panel';

const PAGE_SIZE = 10;

/** A date of birth or death (a calendar day, shown as written, whatever the browser's time zone). */
function useDay() {
  const format = useFormat();
  return (day: string | null) =>
    day ? format.date(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }) : '—';
}

function Lifespan({ decedent }: { decedent: DecedentRow }) {
  const day = useDay();
  return (
    <>
      {day(decedent.dateOfBirth)} – {day(decedent.dateOfDeath)}
    </>
  );
}

/** The decedent drawer: its record (or a new one), archiving, and its prints. */
function DecedentDrawer({
  decedent,
  creating,
  customerId,
  canEdit,
  mayOrder,
  makeWith,
  extra,
  onClose,
  onCreated,
}: {
  /** What other features add to an open decedent's drawer (its family links), given by the route. */
  extra?: ((decedent: DecedentRow) => ReactNode) | undefined;
  decedent: DecedentRow | null;
  creating: boolean;
  customerId: number | null;
  canEdit: boolean;
  mayOrder: boolean;
  makeWith?: MakeWithPrint;
  onClose: () => void;
  onCreated: (decedent: DecedentRow) => void;
}) {
  const { t } = useTranslation();
  const archive = useArchiveDecedent();
  const opened = creating || decedent !== null;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={decedent ? decedent.fullName : t('decedents.new')}
      closeButtonProps={{ 'aria-label': t('decedents.close') }}
      data-testid="decedent-drawer"
    >
      {opened && (
        <Stack gap="lg">
          {decedent?.archived && <Alert color="gray">{t('decedents.archivedNotice')}</Alert>}
          <DecedentForm
            key={decedent?.id ?? 'new'}
            decedent={decedent}
            customerId={customerId}
            readOnly={!canEdit}
            onSaved={(saved) => (decedent ? undefined : onCreated(saved))}
          />
          {decedent && canEdit && (
            <Group justify="flex-start">
              <Button
                variant="subtle"
                color={decedent.archived ? 'brand' : 'red'}
                loading={archive.isPending}
                onClick={() =>
                  archive.mutate(
                    { id: decedent.id, archived: !decedent.archived },
                    {
                      onSuccess: (saved) => {
                        notifyDone('updated', saved.fullName);
                        onClose();
                      },
                    },
                  )
                }
              >
                {decedent.archived ? t('decedents.restore') : t('decedents.archive')}
              </Button>
            </Group>
          )}
          {decedent && (
            <FingerprintPanel
              decedentId={decedent.id}
              canEdit={canEdit && !decedent.archived}
              makeWith={decedent.archived ? undefined : makeWith}
              mayOrder={mayOrder && !decedent.archived}
            />
          )}
          {decedent && (
            <AuthorizationPanel decedentId={decedent.id} canEdit={canEdit && !decedent.archived} />
          )}
          {decedent && extra?.(decedent)}
          {decedent && <AccessLogPanel decedentId={decedent.id} />}
        </Stack>
      )}
    </Drawer>
  );
}

/**
 * The decedents of a funeral home (spec §1 decedent lookup, §7 SEO, asset limits, decedents): search by name, reference
 * and dates, a page at a time; a decedent opens in a drawer with its record and its prints. Staff see every funeral
 * home's, or the one chosen in `customerFilter`, and record for the chosen one.
 */
export function DecedentsPage({
  isStaff,
  canEdit,
  mayOrder,
  customerId,
  customerFilter,
  makeWith,
  drawerExtra,
}: {
  /** What other features add to an open decedent's drawer, below its prints. */
  drawerExtra?: (decedent: DecedentRow) => ReactNode;
  isStaff: boolean;
  canEdit: boolean;
  /** The user may fill a cart: each print of a decedent offers "Order a memorial piece". */
  mayOrder: boolean;
  /** A piece from the configurator ("Use a fingerprint"): each print offers to order it made from that print. */
  makeWith?: MakeWithPrint;
  /** Staff: the funeral home chosen in the filter; customers: null (the server knows theirs). */
  customerId: number | null;
  customerFilter?: ReactNode;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [reference, setReference] = useState('');
  const [deathFrom, setDeathFrom] = useState('');
  const [deathTo, setDeathTo] = useState('');
  const [includeArchived, setIncludeArchived] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const [opened, setOpened] = useState<DecedentRow | null>(null);
  const [creating, setCreating] = useState(false);
  const [debouncedName] = useDebouncedValue(name, 250);
  const [debouncedReference] = useDebouncedValue(reference, 250);
  const search = {
    name: debouncedName.trim() || undefined,
    referenceNumber: debouncedReference.trim() || undefined,
    dateOfDeathFrom: deathFrom || undefined,
    dateOfDeathTo: deathTo || undefined,
    includeArchived: includeArchived || undefined,
    customerId: isStaff && customerId ? customerId : undefined,
  };
  const list = useDecedents(search, pageNo, PAGE_SIZE);
  const rows = list.data?.items ?? [];
  const total = list.data?.pagingData.itemCount ?? 0;
  // The open decedent as the list last read it (its print count after an upload), or as it was opened.
  const open = opened ? (rows.find((d) => d.id === opened.id) ?? opened) : null;
  const mayCreate = canEdit && (!isStaff || customerId !== null);
  const resetPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageNo(1);
    };

  const nameButton = (d: DecedentRow) => (
    <UnstyledButton onClick={() => setOpened(d)} data-testid="open-decedent">
      <Text fw={600} size="sm" c="brand.8" td="underline">
        {d.fullName}
      </Text>
    </UnstyledButton>
  );

  return (
    <Stack>
      {makeWith && (
        <Alert color="brand" data-testid="print-choice-notice">
          {t('decedents.picker.notice', { name: makeWith.name })}
        </Alert>
      )}
      <Card withBorder padding="md" radius="md">
        <Stack gap="sm">
          {customerFilter}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <TextInput
              label={t('decedents.search.name')}
              leftSection={<Icon name="search" size={16} />}
              value={name}
              onChange={(e) => resetPage(setName)(e.currentTarget.value)}
              data-testid="decedent-search"
            />
            <TextInput
              label={t('decedents.fields.referenceNumber')}
              value={reference}
              onChange={(e) => resetPage(setReference)(e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t('decedents.search.deathFrom')}
              value={deathFrom}
              onChange={(e) => resetPage(setDeathFrom)(e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t('decedents.search.deathTo')}
              value={deathTo}
              onChange={(e) => resetPage(setDeathTo)(e.currentTarget.value)}
            />
          </SimpleGrid>
          <Group justify="space-between" gap="sm">
            <Checkbox
              label={t('decedents.search.includeArchived')}
              checked={includeArchived}
              onChange={(e) => resetPage(setIncludeArchived)(e.currentTarget.checked)}
            />
            {canEdit && (
              <Button
                leftSection={<Icon name="pencil" size={16} />}
                disabled={!mayCreate}
                onClick={() => setCreating(true)}
                data-testid="new-decedent"
              >
                {t('decedents.new')}
              </Button>
            )}
          </Group>
          {canEdit && !mayCreate && (
            <Text size="sm" c="dimmed">
              {t('decedents.chooseFuneralHome')}
            </Text>
          )}
        </Stack>
      </Card>

      {list.isError && <Alert color="red">{t('decedents.loadFailed')}</Alert>}
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('decedents.count', { count: total })}
      </Text>

      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table verticalSpacing="xs" highlightOnHover data-testid="decedents-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('decedents.fields.name')}</Table.Th>
              <Table.Th>{t('decedents.fields.lifespan')}</Table.Th>
              <Table.Th>{t('decedents.fields.referenceNumber')}</Table.Th>
              {isStaff && <Table.Th>{t('decedents.fields.funeralHome')}</Table.Th>}
              <Table.Th>{t('decedents.prints.title')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((d) => (
              <Table.Tr key={d.id} data-testid="decedent-row">
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {nameButton(d)}
                    {d.archived && <Badge color="gray">{t('decedents.archived')}</Badge>}
                  </Group>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Lifespan decedent={d} />
                </Table.Td>
                <Table.Td>{d.referenceNumber ?? '—'}</Table.Td>
                {isStaff && <Table.Td>{d.customerName}</Table.Td>}
                <Table.Td>{d.fingerprintCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Stack gap="xs" hiddenFrom="sm" data-testid="decedents-cards">
        {rows.map((d) => (
          <Card key={d.id} withBorder padding="sm" radius="md" data-testid="decedent-card">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              {nameButton(d)}
              {d.archived && <Badge color="gray">{t('decedents.archived')}</Badge>}
            </Group>
            <Text size="sm">
              <Lifespan decedent={d} />
            </Text>
            <Text size="xs" c="dimmed">
              {[
                d.referenceNumber,
                isStaff ? d.customerName : null,
                t('decedents.printCount', { count: d.fingerprintCount }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Card>
        ))}
      </Stack>

      {total > PAGE_SIZE && (
        <Pager total={Math.ceil(total / PAGE_SIZE)} value={pageNo} onChange={setPageNo} />
      )}

      <DecedentDrawer
        decedent={open}
        creating={creating}
        customerId={customerId}
        canEdit={canEdit}
        mayOrder={mayOrder}
        makeWith={makeWith}
        extra={drawerExtra}
        onClose={() => {
          setOpened(null);
          setCreating(false);
        }}
        onCreated={(saved) => {
          setCreating(false);
          setOpened(saved);
        }}
      />
    </Stack>
  );
}
