import { Anchor, Badge, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { type ProductDetail, storefrontPaths } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useFormat } from '../../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../../lib/i18n/use-lang';
import { useCustomAttributeValues } from '../api/get-custom-attribute-values';

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap={6} data-testid={testId}>
      <Title order={2} fz="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A table that scrolls sideways on a phone instead of squeezing its columns. */
function FactTable({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell) => (
              <Table.Th key={cell}>{cell}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, index) => (
            <Table.Tr key={index}>
              {cells.map((cell, i) => (
                <Table.Td key={i}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * What staff read about a product under its configurator (spec §3 Product): description, categories, sub-items with
 * their attributes, variants and the custom attribute values, and where customers see it.
 */
export function ProductAdminFacts({ product, currency }: { product: ProductDetail; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const localize = useLocalizePath();
  const attributes = useCustomAttributeValues(product.id);
  const money = (amount: number) => format.money(amount, currency);

  return (
    <Stack gap="lg" mt="md">
      {product.description && (
        <Section title={t('catalogAdmin.product.description')} testId="product-description">
          <Text>{product.description}</Text>
        </Section>
      )}

      <Group gap="xs">
        {product.categories.map((category) => (
          <Badge
            key={category.id}
            component={Link}
            to={localize(`/backoffice/product-catalog/${category.id}`)}
            variant="light"
            style={{ cursor: 'pointer' }}
          >
            {category.name}
          </Badge>
        ))}
        {product.shownInCatalog && (
          <Anchor component={Link} to={localize(storefrontPaths.product(product.code))} size="sm">
            {t('catalogAdmin.product.storefront')}
          </Anchor>
        )}
      </Group>

      <Section title={t('catalogAdmin.product.subItems')} testId="product-sub-items">
        {product.subItems.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('catalogAdmin.product.noSubItems')}
          </Text>
        ) : (
          <FactTable
            head={[
              t('catalogAdmin.columns.code'),
              t('catalogAdmin.columns.name'),
              t('catalogAdmin.product.quantity'),
              t('catalogAdmin.product.unitPrice'),
            ]}
            rows={product.subItems.map((item) => [
              item.code,
              <Stack gap={2} key="name">
                <Text size="sm">
                  {item.name}
                  {item.isOptional && (
                    <Badge ml={6} size="xs" variant="outline">
                      {t('catalogAdmin.product.optional')}
                    </Badge>
                  )}
                </Text>
                {(item.attributes ?? []).length > 0 && (
                  <Text size="xs" c="dimmed">
                    {(item.attributes ?? []).map((a) => `${a.name}: ${a.label}`).join(' · ')}
                  </Text>
                )}
              </Stack>,
              format.number(item.quantity),
              money(item.unitPrice),
            ])}
          />
        )}
      </Section>

      <Section title={t('catalogAdmin.product.variants')} testId="product-variants">
        {product.variants.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('catalogAdmin.product.noVariants')}
          </Text>
        ) : (
          <FactTable
            // The option by its name in the page's language: no raw code reaches a user (docs/decisions.md, Ring sizes).
            head={[
              t('catalogAdmin.columns.name'),
              t('catalogAdmin.product.priceDelta'),
              t('catalogAdmin.product.weightDelta'),
            ]}
            rows={product.variants.map((variant) => [
              variant.name,
              money(variant.priceDelta),
              t('catalogAdmin.product.grams', {
                weight: format.number(variant.weightDelta, { maximumFractionDigits: 3 }),
              }),
            ])}
          />
        )}
      </Section>

      <Section title={t('catalogAdmin.product.attributes')} testId="product-custom-attributes">
        {attributes.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : (attributes.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('catalogAdmin.product.noAttributes')}
          </Text>
        ) : (
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              {(attributes.data ?? []).map((attribute) => (
                <Table.Tr key={attribute.attributeId}>
                  <Table.Th w="40%">{attribute.name}</Table.Th>
                  <Table.Td>{attribute.label}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>
    </Stack>
  );
}
