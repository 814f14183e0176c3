import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCompanyDetails, useUpdateCompanyDetails } from '../api/workflows';

const FIELDS = [
  'name',
  'email',
  'phone',
  'website',
  'addressLine1',
  'addressLine2',
  'city',
  'zip',
  'stateName',
  'countryName',
] as const;
type Field = (typeof FIELDS)[number];

function CompanyForm({ initial, canEdit }: { initial: Record<Field, string>; canEdit: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateCompanyDetails();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    update.mutate(values, {
      onSuccess: (saved) => notifySuccess(t('configuration.saved', { name: saved.name })),
      onError: (error) => {
        if (error instanceof ApiError)
          setErrors(Object.fromEntries(error.errorMessages.map((m) => [m.key, m.value])));
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="company-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`configuration.company.${field}`)}
              value={values[field]}
              onChange={(e) => setValues({ ...values, [field]: e.currentTarget.value })}
              withAsterisk={field === 'name'}
              error={errors[field]}
              disabled={!canEdit}
              data-testid={`company-${field}`}
            />
          ))}
        </SimpleGrid>
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} data-testid="company-save">
              {t('configuration.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** The owner company (GET /CPCompanyDetails), editable here; its code and currency come with the installation. */
export function CompanyDetailsPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const company = useCompanyDetails();
  if (!company.data) return null;
  const initial = Object.fromEntries(FIELDS.map((f) => [f, company.data[f] ?? ''])) as Record<Field, string>;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('configuration.company.intro')} {t('configuration.company.currency')}:{' '}
          {company.data.currencyCode} ({company.data.currencySymbol})
        </Text>
        <CompanyForm key={JSON.stringify(initial)} initial={initial} canEdit={canEdit} />
      </Stack>
    </Card>
  );
}
