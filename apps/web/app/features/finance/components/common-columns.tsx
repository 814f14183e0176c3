import { ActionIcon, Text } from '@mantine/core';
import { Icon } from '../../../components/icon';
import { csvAmount, csvDay } from '../use-finance-format';
import { CustomerCell, customerCsv } from './customer-cell';
import type { FinanceColumn } from './finance-columns';

/**
 * Columns the three finance grids share (invoices, payments, customer credits): one definition each, so an amount, a
 * date or the customer reads and exports the same way on every grid.
 */
type Money = (amount: number, currency: string) => string;
type Day = (iso: string | null) => string;
type Options<T> = Partial<FinanceColumn<T>>;

/** The record's number, naming the row (always shown). */
export const numberColumn = <T extends { number: string }>(
  title: string,
  options: Options<T> = {},
): FinanceColumn<T> => ({
  field: 'number',
  title,
  locked: true,
  noWrap: true,
  render: (row) => (
    <Text size="sm" fw={600}>
      {row.number}
    </Text>
  ),
  csv: (row) => row.number,
  ...options,
});

/** A day in the reader's format; ISO in the export. */
export const dayColumn = <T,>(
  field: string,
  title: string,
  day: Day,
  dayOf: (row: T) => string | null,
): FinanceColumn<T> => ({
  field,
  title,
  sortable: true,
  noWrap: true,
  render: (row) => day(dayOf(row)),
  csv: (row) => csvDay(dayOf(row)),
});

/** An amount in the row's currency, right-aligned; a plain number in the export. */
export const amountColumn = <T extends { currencyCode: string }>(
  field: string,
  title: string,
  money: Money,
  amountOf: (row: T) => number,
  options: Options<T> = {},
): FinanceColumn<T> => ({
  field,
  title,
  textAlign: 'right',
  noWrap: true,
  render: (row) => money(amountOf(row), row.currencyCode),
  csv: (row) => csvAmount(amountOf(row)),
  ...options,
});

/** What is still open: bold while something is due, dimmed once settled. */
export const balanceColumn = <T extends { balance: number; currencyCode: string }>(
  title: string,
  money: Money,
  options: Options<T> = {},
): FinanceColumn<T> =>
  amountColumn<T>('balance', title, money, (row) => row.balance, {
    render: (row) => (
      <Text size="sm" fw={row.balance > 0 ? 700 : undefined} c={row.balance > 0 ? undefined : 'dimmed'}>
        {money(row.balance, row.currencyCode)}
      </Text>
    ),
    ...options,
  });

/** The customer, for staff. */
export const customerColumn = <T extends { customerName: string; accountNumber: string }>(
  title: string,
): FinanceColumn<T> => ({
  field: 'customer',
  title,
  render: (row) => <CustomerCell name={row.customerName} accountNumber={row.accountNumber} />,
  csv: (row) => customerCsv(row.customerName, row.accountNumber),
});

/** The currency code, hidden until chosen (the amounts already show their currency). */
export const currencyColumn = <T extends { currencyCode: string }>(title: string): FinanceColumn<T> => ({
  field: 'currency',
  title,
  visible: false,
  render: (row) => row.currencyCode,
  csv: (row) => row.currencyCode,
});

/** A button that prints the row's PDF; not in the export. */
export const printColumn = <T extends { id: number }>(
  title: string,
  {
    label,
    print,
    printing,
    testId,
  }: {
    label: (row: T) => string;
    print: (row: T) => void;
    printing: (id: number) => boolean;
    testId: string;
  },
): FinanceColumn<T> => ({
  field: 'print',
  title,
  textAlign: 'right',
  width: 64,
  render: (row) => (
    <ActionIcon
      variant="subtle"
      aria-label={label(row)}
      title={label(row)}
      loading={printing(row.id)}
      onClick={() => print(row)}
      data-testid={testId}
    >
      <Icon name="fileDollar" size={18} />
    </ActionIcon>
  ),
});
