import { Alert, Loader, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useMyProfile } from '../api/my-profile';
import { EmailCard } from './email-card';
import { PasswordCard } from './password-card';
import { ProfileSummary } from './profile-summary';
import { BillingCard, ContactInfoCard, ContactPersonCard, GeneralInfoCard } from './profile-cards';
import { SettingsCard } from './settings-card';
import { ShippingCard } from './shipping-card';

/**
 * /backoffice/my-profile (spec §2): each card loads with the profile and saves on its own. The customer's cards show
 * when the user acts for a customer; `paymentCards` is the credit card card, from the finance screens.
 */
export function MyProfilePage({ paymentCards }: { paymentCards?: ReactNode }) {
  const { t } = useTranslation();
  const profile = useMyProfile();
  if (profile.isError) return <Alert color="red">{t('people.loadFailed')}</Alert>;
  if (!profile.data) return <Loader aria-label={t('people.loading')} />;
  const data = profile.data;
  return (
    <Stack gap="lg">
      <ProfileSummary profile={data} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <GeneralInfoCard profile={data} />
        <ContactInfoCard profile={data} />
        {data.company && <ContactPersonCard profile={data} />}
        {data.company && <BillingCard profile={data} />}
      </SimpleGrid>
      {data.company && <ShippingCard profile={data} />}
      {paymentCards}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <EmailCard email={data.general.email} />
        <PasswordCard />
        <SettingsCard profile={data} />
      </SimpleGrid>
    </Stack>
  );
}
