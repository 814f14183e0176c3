import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { addressOf, postalLines } from '../../../lib/i18n/postal-address';
import { formatMoney } from '../../../lib/format';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCustomerAddresses, useCustomerContacts } from '../api/customer-grid';
import type { CustomerRow } from '../api/get-customers';

/** One customer as staff read it: contact persons, addresses and financial settings (above its portal users). */
export function CustomerDetails({ customer }: { customer: CustomerRow }) {
  const { t } = useTranslation();
  const lang = useLang();
  const contacts = useCustomerContacts(customer.id);
  const addresses = useCustomerAddresses(customer.id);
  return (
    <Card withBorder padding="lg" radius="md" data-testid="customer-details">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {customer.name} ({customer.accountNumber})
          </Title>
          <Group gap="xs">
            {customer.email && <Text size="sm">{customer.email}</Text>}
            {customer.phone && <Text size="sm">{customer.phone}</Text>}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <Stack gap={4}>
            <Title order={3} fz="sm">
              {t('people.customers.contacts')}
            </Title>
            {(contacts.data ?? []).map((c) => (
              <Text size="sm" key={c.id}>
                {c.firstName} {c.lastName}
                {c.title && ` · ${c.title}`}
                {c.email && ` · ${c.email}`}
                {c.phone && ` · ${c.phone}`}{' '}
                {c.isPrimary && (
                  <Badge size="xs" variant="light">
                    {t('people.customers.primary')}
                  </Badge>
                )}
              </Text>
            ))}
            {contacts.data?.length === 0 && (
              <Text size="sm" c="dimmed">
                —
              </Text>
            )}
          </Stack>
          <Stack gap={4}>
            <Title order={3} fz="sm">
              {t('people.customers.addresses')}
            </Title>
            {(addresses.data ?? []).map((a) => (
              <Text size="sm" key={a.id}>
                <Badge size="xs" variant="outline" mr={4}>
                  {t(`people.customers.kinds.${a.kind}`, { defaultValue: a.kind })}
                </Badge>
                {postalLines(lang, addressOf(a)).join(', ')}
                {a.isDefault && ` (${t('people.default')})`}
              </Text>
            ))}
          </Stack>
          <Stack gap={4}>
            <Title order={3} fz="sm">
              {t('people.customers.financial')}
            </Title>
            <Text size="sm">
              {t('people.customers.terms')}: {customer.paymentTermsCode ?? '—'}
            </Text>
            <Text size="sm">
              {t('people.customers.creditLimit')}:{' '}
              {formatMoney(customer.creditLimit, customer.currencyCode, lang)}
            </Text>
            {customer.isOnCreditHold && (
              <Badge color="red" variant="light">
                {t('people.customers.hold')}
              </Badge>
            )}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
