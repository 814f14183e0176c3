import {
  Alert,
  Anchor,
  Button,
  Card,
  Divider,
  Drawer,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { InvoiceDetail } from '@portal/shared/finance/schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { postalLines } from '../../../lib/i18n/postal-address';
import { useLang, useLocalizePath } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useInvoiceDetail } from '../api/get-invoice-detail';
import { orderPathOf } from '../order-link';
import { useFinanceFormat } from '../use-finance-format';
import { InvoiceStatusBadge } from './finance-badges';
import { PaymentMethod } from './payment-method';

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** A table that scrolls sideways on a phone instead of squeezing its amounts. */
const Scroll = ({ children }: { children: ReactNode }) => (
  <Table.ScrollContainer minWidth={480} type="native">
    {children}
  </Table.ScrollContainer>
);

/**
 * One invoice, opened from a row of the list (the URL keeps it: ?id=): its facts, lines and totals, the payments and
 * customer credits applied to it, and the balance left. On a phone it takes the whole screen.
 */
export default function InvoiceDetailDrawer({
  invoiceId,
  isStaff,
  onClose,
  print,
  printing,
  actions,
  closeOnEscape = true,
}: {
  invoiceId: number | null;
  isStaff: boolean;
  onClose: () => void;
  print: (invoice: InvoiceDetail) => void;
  printing: boolean;
  /** More actions on the invoice (pay), from the page. */
  actions?: (invoice: InvoiceDetail) => ReactNode;
  /** False while a dialog over the drawer takes Escape for itself. */
  closeOnEscape?: boolean;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const detail = useInvoiceDetail(invoiceId);
  const invoice = detail.data;

  return (
    <Drawer
      opened={invoiceId !== null}
      onClose={onClose}
      closeOnEscape={closeOnEscape}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={
        <Title order={2} size="h3" data-testid="invoice-detail-number">
          {invoice?.number ?? t('finance.invoice.detailTitle')}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('finance.invoice.close') }}
      data-testid="invoice-detail"
    >
      {detail.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : detail.isError || !invoice ? (
        <Alert color="red" role="alert" title={t('finance.invoice.detailLoadFailed')}>
          <Button variant="default" size="xs" onClick={() => void detail.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <InvoiceBody
          invoice={invoice}
          isStaff={isStaff}
          print={print}
          printing={printing}
          actions={actions}
        />
      )}
    </Drawer>
  );
}

function InvoiceBody({
  invoice,
  isStaff,
  print,
  printing,
  actions,
}: {
  invoice: InvoiceDetail;
  isStaff: boolean;
  print: (invoice: InvoiceDetail) => void;
  printing: boolean;
  actions?: (invoice: InvoiceDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const lang = useLang();
  const { day, money: format } = useFinanceFormat();
  const money = (amount: number) => format(amount, invoice.currencyCode);
  const orderPath = orderPathOf(invoice.orderCode, invoice.orderId);
  const totals: [string, number][] = [
    [t('finance.invoice.subTotal'), invoice.subTotal],
    ...(invoice.discountValue
      ? [[t('finance.invoice.discount'), -invoice.discountValue] as [string, number]]
      : []),
    [t('finance.invoice.shipping'), invoice.shippingPrice],
    [t('finance.invoice.tax'), invoice.salesTaxValue],
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <InvoiceStatusBadge code={invoice.statusCode} name={invoice.statusName} />
        <Group gap="xs">
          {actions?.(invoice)}
          <Button
            variant="default"
            leftSection={<Icon name="fileDollar" size={18} />}
            loading={printing}
            onClick={() => print(invoice)}
            data-testid="invoice-detail-print"
          >
            {t('finance.invoice.printOne')}
          </Button>
        </Group>
      </Group>

      {/* Three across from a small tablet up; stacked on a phone, where "141,32 $US" in three columns overflowed. */}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Card withBorder padding="sm" radius="md">
          <Fact
            label={t('finance.invoice.amount')}
            value={money(invoice.total)}
            testId="invoice-detail-total"
          />
        </Card>
        <Card withBorder padding="sm" radius="md">
          <Fact label={t('finance.invoice.paid')} value={money(invoice.paid)} />
        </Card>
        <Card withBorder padding="sm" radius="md" bg={invoice.balance > 0 ? 'brand.0' : undefined}>
          <Fact
            label={t('finance.invoice.balance')}
            value={
              <Text fw={700} size="lg" component="span">
                {money(invoice.balance)}
              </Text>
            }
            testId="invoice-detail-balance"
          />
        </Card>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Fact label={t('finance.invoice.date')} value={day(invoice.date)} />
        <Fact label={t('finance.invoice.dueDate')} value={day(invoice.dueDate)} />
        <Fact label={t('finance.invoice.poNumber')} value={invoice.poNumber ?? '—'} />
        <Fact
          label={t('finance.invoice.order')}
          value={
            orderPath ? (
              <Anchor component={Link} to={localize(orderPath)} size="sm">
                {invoice.orderCode}
              </Anchor>
            ) : (
              (invoice.orderCode ?? '—')
            )
          }
        />
        {isStaff && (
          <Fact
            label={t('finance.columns.customer')}
            value={`${invoice.customerName} (${invoice.accountNumber})`}
          />
        )}
        {invoice.billTo && (
          <Fact
            label={t('finance.invoice.billTo')}
            value={postalLines(lang, {
              ...invoice.billTo,
              lines: [invoice.billTo.name, ...invoice.billTo.lines],
            }).map((line) => (
              <div key={line}>{line}</div>
            ))}
          />
        )}
      </SimpleGrid>
      {invoice.notes && <Fact label={t('finance.invoice.notes')} value={invoice.notes} />}

      <Title order={3} size="h5">
        {t('finance.invoice.lines', { count: invoice.lines.length })}
      </Title>
      <Scroll>
        <Table striped withTableBorder verticalSpacing="xs" data-testid="invoice-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('finance.invoice.line')}</Table.Th>
              <Table.Th ta="right">{t('finance.invoice.quantity')}</Table.Th>
              <Table.Th ta="right">{t('finance.invoice.unitPrice')}</Table.Th>
              <Table.Th ta="right">{t('finance.invoice.lineTotal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line) => (
              <Table.Tr key={line.id} data-testid="invoice-line">
                <Table.Td>
                  <Text size="sm">{line.description}</Text>
                  {line.code && (
                    <Text size="xs" c="dimmed">
                      {line.code}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(line.unitPrice)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(line.lineTotal)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Scroll>
      <Stack gap={4} ml="auto" miw={240}>
        {totals.map(([label, amount]) => (
          <Group key={label} justify="space-between" gap="lg">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="sm">{money(amount)}</Text>
          </Group>
        ))}
        <Divider />
        <Group justify="space-between" gap="lg">
          <Text fw={700}>{t('finance.invoice.total')}</Text>
          <Text fw={700}>{money(invoice.total)}</Text>
        </Group>
      </Stack>

      <Title order={3} size="h5">
        {t('finance.invoice.applied')}
      </Title>
      {invoice.payments.length === 0 && invoice.credits.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="invoice-nothing-applied">
          {t('finance.invoice.nothingApplied')}
        </Text>
      ) : (
        <Scroll>
          <Table withTableBorder verticalSpacing="xs" data-testid="invoice-applied">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('finance.invoice.appliedWhat')}</Table.Th>
                <Table.Th>{t('finance.invoice.date')}</Table.Th>
                <Table.Th>{t('finance.invoice.appliedHow')}</Table.Th>
                <Table.Th ta="right">{t('finance.invoice.appliedAmount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.payments.map((payment) => (
                <Applied
                  key={`p${payment.paymentId}`}
                  number={payment.number}
                  date={day(payment.date)}
                  how={<PaymentMethod processor={payment.processor} cardLabel={payment.cardLabel} />}
                  amount={money(payment.amount)}
                  reversed={payment.reversed}
                  testId="invoice-applied-payment"
                />
              ))}
              {invoice.credits.map((credit) => (
                <Applied
                  key={`c${credit.creditId}`}
                  number={credit.number}
                  date={day(credit.date)}
                  how={t(`finance.creditKind.${credit.kind}`)}
                  amount={money(credit.amount)}
                  reversed={credit.reversed}
                  testId="invoice-applied-credit"
                />
              ))}
            </Table.Tbody>
          </Table>
        </Scroll>
      )}
      <Group justify="space-between" gap="lg">
        <Text fw={700}>{t('finance.invoice.balanceLeft')}</Text>
        <Text fw={700} size="lg">
          {money(invoice.balance)}
        </Text>
      </Group>
    </Stack>
  );
}

/** One payment or credit on the invoice; a reversed one is listed crossed out and no longer counts. */
function Applied({
  number,
  date,
  how,
  amount,
  reversed,
  testId,
}: {
  number: string;
  date: string;
  how: ReactNode;
  amount: string;
  reversed: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  // The amount is crossed out: it no longer counts in the balance.
  const dimmed = reversed ? 'dimmed' : undefined;
  return (
    <Table.Tr data-testid={testId} data-reversed={reversed || undefined}>
      <Table.Td c={dimmed}>
        {number}
        {reversed && (
          <Text size="xs" c="dimmed">
            {t('finance.invoice.reversed')}
          </Text>
        )}
      </Table.Td>
      <Table.Td c={dimmed} style={{ whiteSpace: 'nowrap' }}>
        {date}
      </Table.Td>
      <Table.Td c={dimmed}>{how}</Table.Td>
      <Table.Td
        ta="right"
        c={dimmed}
        style={{ whiteSpace: 'nowrap', textDecoration: reversed ? 'line-through' : undefined }}
      >
        {amount}
      </Table.Td>
    </Table.Tr>
  );
}
