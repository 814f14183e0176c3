import { Text } from '@mantine/core';

/** The customer of a row, for staff: its name and account number under it. */
export const CustomerCell = ({ name, accountNumber }: { name: string; accountNumber: string }) => (
  <div>
    <Text size="sm">{name}</Text>
    <Text size="xs" c="dimmed">
      {accountNumber}
    </Text>
  </div>
);

export const customerCsv = (name: string, accountNumber: string) => `${name} (${accountNumber})`;
