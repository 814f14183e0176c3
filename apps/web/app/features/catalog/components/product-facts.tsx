import { Divider, Stack, Table, Text } from '@mantine/core';
import type { ProductDetail } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/i18n/use-format';

/** What a storefront product page tells about the piece: its description, its attributes and what it includes. */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      {product.description && (
        <>
          <Divider />
          <Text>{product.description}</Text>
        </>
      )}

      {product.attributes.length > 0 && (
        <Table
          variant="vertical"
          layout="fixed"
          withTableBorder
          captionSide="top"
          data-testid="product-attributes"
        >
          <Table.Caption>{t('catalog.details')}</Table.Caption>
          <Table.Tbody>
            {product.attributes.map((attribute) => (
              <Table.Tr key={attribute.attributeId}>
                <Table.Th w="40%">{attribute.name}</Table.Th>
                <Table.Td>{attribute.label}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      {product.subItems.length > 0 && (
        <div>
          <Text fw={600} mb={4}>
            {t('catalog.includes')}
          </Text>
          <Stack gap={2} component="ul" pl="md" m={0}>
            {product.subItems.map((item) => (
              <Text component="li" size="sm" key={item.id}>
                {t('catalog.subItem', { quantity: format.number(item.quantity), name: item.name })}
              </Text>
            ))}
          </Stack>
        </div>
      )}
    </>
  );
}
