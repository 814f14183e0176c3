import type { CallContract } from '@portal/shared/platform/contract';
import type { MyProfile } from '@portal/shared/users/profile-schemas';
import { saveBillingInfo, saveBillingInfoSchemas } from '@portal/shared/users/save-billing-info';
import { saveContactInfo, saveContactInfoSchemas } from '@portal/shared/users/save-contact-info';
import {
  saveContactPersonInfo,
  saveContactPersonInfoSchemas,
} from '@portal/shared/users/save-contact-person-info';
import { saveGeneralInfo, saveGeneralInfoSchemas } from '@portal/shared/users/save-general-info';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ZodType } from 'zod';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useSaveCard } from '../api/my-profile';
import { valuesOf } from '../form-values';
import { CardForm, type FieldSpec } from './card-form';

/** The address fields of spec §3: two lines, city, zip, country, state; `prefix` nests them (`address.`). */
export function addressFields(t: (key: string) => string, prefix = ''): FieldSpec[] {
  return [
    { name: `${prefix}name`, label: t('people.fields.addressName') },
    {
      name: `${prefix}line1`,
      label: t('people.fields.line1'),
      required: true,
      autoComplete: 'address-line1',
    },
    { name: `${prefix}line2`, label: t('people.fields.line2'), autoComplete: 'address-line2' },
    { name: `${prefix}city`, label: t('people.fields.city'), required: true, autoComplete: 'address-level2' },
    { name: `${prefix}zip`, label: t('people.fields.zip'), autoComplete: 'postal-code' },
    { name: `${prefix}countryId`, label: t('people.fields.country'), type: 'country', required: true },
    {
      name: `${prefix}stateId`,
      label: t('people.fields.state'),
      type: 'state',
      countryField: `${prefix}countryId`,
    },
    { name: `${prefix}phone`, label: t('people.fields.phone'), type: 'tel' },
  ];
}

/** A card bound to one save call of the profile. */
function ProfileCard({
  call,
  schema,
  titleKey,
  testId,
  fields,
  record,
  extra,
}: {
  extra?: ReactNode;
  call: CallContract;
  schema: ZodType;
  titleKey: string;
  testId: string;
  fields: FieldSpec[];
  record: Record<string, unknown> | null;
}) {
  const { t } = useTranslation();
  const title = t(titleKey);
  const save = useSaveCard(call, title);
  return (
    <CardForm
      title={title}
      testId={testId}
      fields={fields}
      schema={schema}
      initial={valuesOf(
        record,
        fields.map((f) => f.name),
      )}
      pending={save.isPending}
      onSave={(body) => save.mutateAsync({ body } as never)}
      extra={extra}
    />
  );
}

export function GeneralInfoCard({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  return (
    <ProfileCard
      call={saveGeneralInfo}
      schema={saveGeneralInfoSchemas().body}
      titleKey="people.cards.general"
      testId="card-general"
      record={profile.general}
      fields={[
        {
          name: 'firstName',
          label: t('people.fields.firstName'),
          required: true,
          autoComplete: 'given-name',
        },
        { name: 'lastName', label: t('people.fields.lastName'), required: true, autoComplete: 'family-name' },
        // The sign-in e-mail has its own card (EmailCard): it needs the password and a confirmation link.
        { name: 'title', label: t('people.fields.title'), autoComplete: 'honorific-prefix' },
        { name: 'jobTitle', label: t('people.fields.jobTitle'), autoComplete: 'organization-title' },
        { name: 'department', label: t('people.fields.department') },
      ]}
    />
  );
}

export function ContactInfoCard({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  return (
    <ProfileCard
      call={saveContactInfo}
      schema={saveContactInfoSchemas().body}
      titleKey="people.cards.contact"
      testId="card-contact"
      record={profile.contact}
      fields={[
        { name: 'phone1', label: t('people.fields.phone1'), type: 'tel', autoComplete: 'tel' },
        { name: 'phone2', label: t('people.fields.phone2'), type: 'tel' },
        { name: 'mobile', label: t('people.fields.mobile'), type: 'tel' },
        { name: 'fax', label: t('people.fields.fax'), type: 'tel' },
        { name: 'website', label: t('people.fields.website'), type: 'url', autoComplete: 'url' },
      ]}
    />
  );
}

export function ContactPersonCard({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  return (
    <ProfileCard
      call={saveContactPersonInfo}
      schema={saveContactPersonInfoSchemas().body}
      titleKey="people.cards.contactPerson"
      testId="card-contact-person"
      record={profile.contactPerson}
      fields={[
        { name: 'firstName', label: t('people.fields.firstName'), required: true },
        { name: 'lastName', label: t('people.fields.lastName'), required: true },
        { name: 'email', label: t('people.fields.email'), type: 'email' },
        { name: 'phone', label: t('people.fields.phone'), type: 'tel' },
        { name: 'title', label: t('people.fields.jobTitle') },
      ]}
    />
  );
}

export function BillingCard({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  const company = profile.company!;
  return (
    <ProfileCard
      call={saveBillingInfo}
      schema={saveBillingInfoSchemas().body}
      titleKey="people.cards.billing"
      testId="card-billing"
      record={{ companyName: company.name, ...company, address: profile.billingAddress }}
      fields={[
        {
          name: 'companyName',
          label: t('people.fields.company'),
          required: true,
          autoComplete: 'organization',
        },
        { name: 'taxId', label: t('people.fields.taxId') },
        { name: 'accountingEmail', label: t('people.fields.accountingEmail'), type: 'email' },
        ...addressFields(t, 'address.'),
      ]}
      extra={
        <Text size="sm" c="dimmed">
          {t('people.fields.accountNumber')}: {company.accountNumber}
        </Text>
      }
    />
  );
}
