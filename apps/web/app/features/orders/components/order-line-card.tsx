import { Anchor, Box, Card, Center, Group, Image, List, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Icon } from '../../../components/icon';
import { useFormat } from '../../../lib/i18n/use-format';
import { mediaUrl } from '../../../lib/media';
import type { OrderLine, SubItem } from '../api/order-types';

function Thumbnail({ url, alt }: { url: string | null; alt: string }) {
  return (
    <Box w={72} h={72} bg="gray.0" style={{ flexShrink: 0, borderRadius: 6, overflow: 'hidden' }}>
      {url ? (
        <Image src={mediaUrl(url, 160)} alt={alt} w={72} h={72} fit="contain" loading="lazy" />
      ) : (
        <Center h={72} c="gray.6" role="img" aria-label={alt}>
          <Icon name="photo" size={28} />
        </Center>
      )}
    </Box>
  );
}

/** One piece of an order: its picture, name, options and price; a job order's parts when given. */
export function LineCard({
  line,
  currency,
  parts,
}: {
  line: OrderLine;
  currency: string;
  parts?: SubItem[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card withBorder padding="sm" radius="md" data-testid="order-item">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Thumbnail url={line.imageURL} alt={line.name} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm">
            {line.name}
          </Text>
          <Text size="xs" c="dimmed">
            {[line.code, line.metalName].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm">
            {t('orders.items.quantityPrice', {
              quantity: line.quantity,
              price: format.money(line.price, currency),
            })}
          </Text>
          {line.fingerprint && (
            <Group gap="xs" wrap="nowrap" data-testid="order-item-fingerprint">
              <Image src={mediaUrl(line.fingerprint.imageUrl, 160)} alt="" w={36} h={36} fit="contain" />
              <Text size="sm">
                {t('decedents.orderLine', { name: line.fingerprint.decedentName })}
                {line.fingerprint.label ? ` · ${line.fingerprint.label}` : ''}
              </Text>
            </Group>
          )}
          {line.customAttributes.length > 0 && (
            <List size="sm" spacing={2} listStyleType="none" data-testid="order-item-attributes">
              {line.customAttributes.map((a) => (
                <List.Item key={a.id}>
                  <Text span size="sm" c="dimmed">
                    {t('common.label', { label: a.name })}{' '}
                  </Text>
                  {a.fileUrl ? (
                    <Anchor href={a.fileUrl} target="_blank" rel="noopener" size="sm">
                      {t('orders.items.openFile', { name: a.fileUrl.split('/').at(-1) })}
                    </Anchor>
                  ) : (
                    <Text span size="sm">
                      {a.value}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          )}
          {parts && parts.length > 0 && (
            <Box mt={4}>
              <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                {t('orders.items.parts')}
              </Text>
              <List size="sm" spacing={2} data-testid="order-item-parts">
                {parts.map((part) => (
                  <List.Item key={part.itemTypeID}>
                    {t('orders.items.part', { quantity: part.quantity, name: part.name, code: part.code })}
                  </List.Item>
                ))}
              </List>
            </Box>
          )}
        </Stack>
        <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {format.money(line.lineTotal, currency)}
        </Text>
      </Group>
    </Card>
  );
}

/** The pieces of an order, as the storefront's confirmation shows them (no view switch, no parts to load). */
export function OrderLineCards({ items, currency }: { items: OrderLine[]; currency: string }) {
  return (
    <Stack gap="sm">
      {items.map((line) => (
        <LineCard key={line.id} line={line} currency={currency} />
      ))}
    </Stack>
  );
}
