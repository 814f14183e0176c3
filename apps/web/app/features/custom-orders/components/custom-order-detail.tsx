import {
  Alert,
  Anchor,
  Card,
  Grid,
  Group,
  Loader,
  Center,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLang, useLocalizePath } from '../../../lib/i18n/use-lang';
import { parseRingSize, ringSizeLabel } from '@portal/shared/catalog/ring-sizes';
import type { CustomOrderDetail as Detail } from '../api/get-custom-order';
import { subItemGroupTitleKey } from '../design';
import { customOrderPaths } from '../paths';
import { CustomOrderRow, JobOrderLink } from './custom-order-row';
import { ItemTypeChooser } from './item-type-chooser';
import { SavedPictures } from './saved-pictures';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** A saved custom order, read-only: the design, its pictures, stones and parts, variants, and the rest of its set. */
export function CustomOrderDetail({ order, currency }: { order: Detail; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const localize = useLocalizePath();
  const lang = useLang();
  const navigate = useNavigate();
  // A US size in the page's system (French pages: the French size); a size written otherwise, as written.
  const usSize = parseRingSize(order.configuration.ringSize);
  const ringSize = usSize === null ? text(order.configuration.ringSize) : ringSizeLabel(usSize, lang);
  const engraving = text(order.configuration.engraving);
  const description = order.description ?? text(order.configuration.description);

  return (
    <Grid gap="lg" data-testid="custom-order-detail">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <SavedPictures images={order.images} alt={order.name} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Card withBorder radius="md" padding="md">
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
              <Fact label={t('customOrders.detail.code')}>{order.code}</Fact>
              <Fact label={t('customOrders.detail.jobOrder')}>
                <JobOrderLink order={order} />
              </Fact>
              <Fact label={t('customOrders.detail.created')}>{format.date(order.createdAt)}</Fact>
              <Fact label={t('customOrders.builder.metal')}>{order.metalName ?? t('common.none')}</Fact>
              <Fact label={t('customOrders.builder.quantity')}>{order.quantity}</Fact>
              <Fact label={t('customOrders.detail.unitPrice')}>
                {format.money(order.unitPrice, currency)}
              </Fact>
              {ringSize && <Fact label={t('customOrders.builder.ringSize')}>{ringSize}</Fact>}
              {engraving && <Fact label={t('customOrders.builder.engraving')}>{engraving}</Fact>}
            </SimpleGrid>
            {description && (
              <Stack gap={0} mt="md">
                <Text size="xs" c="dimmed">
                  {t('customOrders.builder.description')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {description}
                </Text>
              </Stack>
            )}
          </Card>

          {order.variants.length > 0 && (
            <Card withBorder radius="md" padding="md">
              <Title order={2} fz="md" mb="xs">
                {t('customOrders.builder.variants')}
              </Title>
              <Text size="sm">{order.variants.map((v) => v.name).join(', ')}</Text>
            </Card>
          )}

          {order.subItems.length > 0 && (
            <Card withBorder radius="md" padding="md">
              <Title order={2} fz="md" mb="xs">
                {t('customOrders.builder.subItems')}
              </Title>
              <Table.ScrollContainer minWidth={280}>
                <Table data-testid="custom-order-sub-items">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('customOrders.detail.subItem')}</Table.Th>
                      <Table.Th>{t('customOrders.detail.kind')}</Table.Th>
                      <Table.Th ta="right">{t('customOrders.builder.quantity')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {order.subItems.map((sub) => (
                      <Table.Tr key={`${sub.itemTypeID}-${sub.attachedEntityTypeId}`}>
                        <Table.Td>
                          {sub.name}
                          <Text size="xs" c="dimmed">
                            {sub.code}
                          </Text>
                        </Table.Td>
                        <Table.Td>{t(subItemGroupTitleKey(sub.attachedEntityTypeId))}</Table.Td>
                        <Table.Td ta="right">{format.number(sub.quantity)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          )}

          <Card
            withBorder
            radius="md"
            padding="md"
            component="section"
            aria-labelledby="custom-order-set-title"
          >
            <Stack gap="sm">
              <Title order={2} fz="md" id="custom-order-set-title">
                {t('customOrders.set.title')}
              </Title>
              {order.parentId !== null ? (
                <Text size="sm">
                  {t('customOrders.detail.partOf')}{' '}
                  <Anchor component={Link} to={localize(customOrderPaths.detail(order.parentId))}>
                    {t('customOrders.detail.parentLink')}
                  </Anchor>
                </Text>
              ) : order.children.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('customOrders.detail.noChildren')}
                </Text>
              ) : (
                <Stack gap="sm" data-testid="custom-order-detail-children">
                  {order.children.map((child) => (
                    <CustomOrderRow key={child.id} order={child} currency={currency} />
                  ))}
                </Stack>
              )}
              {order.parentId === null && (
                <Stack gap="xs" mt="xs">
                  <Text size="sm" fw={500}>
                    {t('customOrders.detail.addPiece')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('customOrders.detail.addPieceHint')}
                  </Text>
                  <ItemTypeChooser
                    onChoose={(itemTypeId) =>
                      void navigate(localize(customOrderPaths.builder(itemTypeId, order.id)))
                    }
                    actionLabel={t('customOrders.detail.addPieceAction')}
                    testId="add-piece"
                  />
                </Stack>
              )}
            </Stack>
          </Card>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** The detail page body: loading, not found, or the order. */
export function CustomOrderDetailView({
  query,
  currency,
}: {
  query: { isPending: boolean; isError: boolean; data: Detail | undefined };
  currency: string;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (query.isError || !query.data)
    return (
      <Alert color="red" variant="light" data-testid="custom-order-missing">
        <Group gap="xs">
          <Text size="sm">{t('customOrders.detail.missing')}</Text>
        </Group>
      </Alert>
    );
  return <CustomOrderDetail order={query.data} currency={currency} />;
}
