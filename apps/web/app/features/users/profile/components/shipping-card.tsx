import type { MyProfile } from '@portal/shared/users/profile-schemas';
import { addressOf, postalLines } from '../../../../lib/i18n/postal-address';
import { useLang } from '../../../../lib/i18n/use-lang';
import type { Lang } from '../../../../pages';
import { saveShippingInfo, saveShippingInfoSchemas } from '@portal/shared/users/save-shipping-info';
import {
  updateShippingAddress,
  updateShippingAddressSchemas,
} from '@portal/shared/users/update-shipping-address';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useSaveCard } from '../api/my-profile';
import { valuesOf } from '../form-values';
import { CardForm } from './card-form';
import { addressFields } from './profile-cards';

type Address = MyProfile['shippingAddresses'][number];

const oneLine = (lang: Lang, a: Address) => postalLines(lang, addressOf(a)).join(', ');

/** Shipping addresses of the active customer: one is the default, the one checkout offers first. */
export function ShippingCard({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = t('people.cards.shipping');
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const add = useSaveCard(saveShippingInfo, title);
  const update = useSaveCard(updateShippingAddress, title);
  const fields = [
    ...addressFields(t),
    { name: 'isDefault', label: t('people.fields.isDefault'), type: 'checkbox' as const },
  ];
  const names = fields.map((f) => f.name);
  return (
    <Card withBorder padding="lg" radius="md" data-testid="card-shipping">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Button variant="light" size="xs" onClick={() => setEditing('new')}>
            {t('people.addAddress')}
          </Button>
        </Group>
        {profile.shippingAddresses.length === 0 && <Text c="dimmed">{t('people.noShippingAddress')}</Text>}
        {profile.shippingAddresses.map((address) => (
          <Group key={address.id} justify="space-between" wrap="nowrap" data-testid="shipping-address">
            <div>
              <Text fw={600} size="sm">
                {address.name ?? oneLine(lang, address)}{' '}
                {address.isDefault && (
                  <Badge size="sm" variant="light">
                    {t('people.default')}
                  </Badge>
                )}
              </Text>
              <Text size="sm" c="dimmed">
                {oneLine(lang, address)}
              </Text>
            </div>
            <Button variant="subtle" size="xs" onClick={() => setEditing(address)}>
              {t('people.edit')}
            </Button>
          </Group>
        ))}
        {editing === 'new' && (
          <CardForm
            title={t('people.newAddress')}
            testId="shipping-form"
            fields={fields}
            schema={saveShippingInfoSchemas().body}
            initial={valuesOf({ countryId: profile.billingAddress?.countryId, isDefault: false }, names)}
            pending={add.isPending}
            onSave={(body) => add.mutateAsync({ body: body as never })}
            onSaved={() => setEditing(null)}
          />
        )}
        {editing !== null && editing !== 'new' && (
          <CardForm
            key={editing.id}
            title={t('people.editAddress')}
            testId="shipping-form"
            fields={fields}
            schema={updateShippingAddressSchemas().body.omit({ id: true })}
            initial={valuesOf(editing, names)}
            pending={update.isPending}
            onSave={(body) => update.mutateAsync({ body: { ...(body as object), id: editing.id } as never })}
            onSaved={() => setEditing(null)}
          />
        )}
      </Stack>
    </Card>
  );
}
