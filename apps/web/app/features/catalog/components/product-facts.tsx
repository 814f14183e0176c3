import '../../../components/facts-table.css';

import { Stack, Text } from '@mantine/core';
import { Rule } from '../../../components/rule';
import type { ProductDetail } from '@portal/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormat } from '../../../lib/i18n/use-format';
import { attributesInMetal } from '../configurator';

/**
 * What a storefront product page tells about the piece: its description, its attributes in the chosen metal and what
 * it includes.
 */
export function ProductFacts({ product, metalId }: { product: ProductDetail; metalId: number | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const attributes = attributesInMetal(product.attributes, product, metalId);
  return (
    <>
      {product.description && (
        <>
          <Rule />
          <Text>{product.description}</Text>
        </>
      )}

      {attributes.length > 0 && (
        // A plain table: Mantine's brings its scroll container, which the page does not need.
        <table className="facts-table" data-testid="product-attributes">
          <caption>{t('catalog.details')}</caption>
          <tbody>
            {attributes.map((attribute) => (
              <tr key={attribute.attributeId} data-code={attribute.code}>
                <th scope="row">{attribute.name}</th>
                <td>{attribute.label}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
