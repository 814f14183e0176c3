import { Card, Stack, Text, Title } from '@mantine/core';
import type { Country } from '@portal/shared';
import type { ReactNode } from 'react';
import { CheckField } from '../../../components/text-fields';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { AddressErrors } from '../address-validation';
import type { CustomerAddress } from '../api/get-customer-addresses';
import type { CheckoutAddresses } from '../checkout-storage';
import { AddressFieldset } from './address-fieldset';

/**
 * Where the order ships: to the billing address (the default), to the sell-to address, or to an address of its own;
 * the shipping method (`children`) under it.
 */
export function CheckoutShippingCard({
  checkout,
  update,
  errors,
  saved,
  countries,
  children,
}: {
  checkout: CheckoutAddresses;
  update: (patch: Partial<CheckoutAddresses>) => void;
  errors: AddressErrors;
  saved: readonly CustomerAddress[];
  countries: readonly Country[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="h4" mb="sm">
        {t('checkout.shipping')}
      </Title>
      <Stack gap="xs" mb="md">
        <CheckField
          label={t('checkout.useDifferentShipping')}
          checked={checkout.useDifferentShippingAddress}
          onChange={(checked) =>
            update({
              useDifferentShippingAddress: checked,
              shipToSellToAddress: checked ? false : checkout.shipToSellToAddress,
            })
          }
          testId="use-different-shipping"
        />
        <CheckField
          label={t('checkout.shipToSellTo')}
          checked={checkout.shipToSellToAddress}
          onChange={(checked) =>
            update({
              shipToSellToAddress: checked,
              useDifferentShippingAddress: checked ? false : checkout.useDifferentShippingAddress,
            })
          }
          testId="ship-to-sell-to"
        />
        {!checkout.useDifferentShippingAddress && (
          <Text size="sm" c="dimmed">
            {checkout.shipToSellToAddress ? t('checkout.shipsToSellTo') : t('checkout.shipsToBilling')}
          </Text>
        )}
      </Stack>
      {checkout.useDifferentShippingAddress && (
        <AddressFieldset
          role="shippingAddress"
          legend={t('checkout.shippingAddress')}
          value={checkout.shippingAddress}
          onChange={(next) => update({ shippingAddress: next })}
          errors={errors}
          saved={saved}
          countries={countries}
        />
      )}
      <Stack mt="md" gap="xs">
        {children}
      </Stack>
    </Card>
  );
}
