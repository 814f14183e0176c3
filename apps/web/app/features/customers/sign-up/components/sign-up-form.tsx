import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api';
import type { Translate } from '../../../../lib/i18n/i18n';
import { CaptchaError, type CaptchaConfig, getCaptchaToken } from '../../../../lib/captcha';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useLang, useLocalizePath } from '../../../../lib/i18n/use-lang';
import { useSubmitSignUp } from '../api/submit-sign-up';
import { CardForm, type FieldSpec } from '../../../users/public/card-form';

/**
 * The shipping address is optional: left empty, the billing address serves for both. The form is checked by the
 * server alone (the same schema, every bad field answered at once): its code stays out of this storefront page.
 */
const withoutEmptyShipping = (body: Record<string, unknown>) => {
  const shipping = body.shippingAddress as Record<string, unknown> | undefined;
  return { ...body, shippingAddress: shipping?.line1 ? shipping : null };
};

/** The fields of one address, each label led by the address's name ("Billing address – City"). */
function address(
  prefix: 'billingAddress' | 'shippingAddress',
  section: string,
  required: boolean,
  t: Translate,
) {
  const kind = prefix === 'billingAddress' ? 'billing' : 'shipping';
  const label = (key: string) => `${section} – ${t(`people.fields.${key}`)}`;
  const fields: FieldSpec[] = [
    { name: `${prefix}.line1`, label: label('line1'), required, autoComplete: `${kind} address-line1` },
    { name: `${prefix}.line2`, label: label('line2'), autoComplete: `${kind} address-line2` },
    { name: `${prefix}.city`, label: label('city'), required, autoComplete: `${kind} address-level2` },
    { name: `${prefix}.zip`, label: label('zip'), autoComplete: `${kind} postal-code` },
    { name: `${prefix}.countryId`, label: label('country'), type: 'country', required },
    { name: `${prefix}.stateId`, label: label('state'), type: 'state', countryField: `${prefix}.countryId` },
  ];
  return fields;
}

/**
 * The storefront's sign-up page (spec §1 "sign up"): a prospective customer applies with its company, contact, tax ID
 * and addresses; staff review it. The captcha is asked when configured; otherwise a hidden field catches robots.
 */
export function SignUpForm({
  captcha,
  customerTypes,
}: {
  captcha: CaptchaConfig;
  customerTypes: { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const localize = useLocalizePath();
  const submit = useSubmitSignUp();
  const [done, setDone] = useState(false);

  const fields: FieldSpec[] = [
    { name: 'companyName', label: t('people.fields.company'), required: true, autoComplete: 'organization' },
    {
      name: 'customerTypeId',
      label: t('people.signUp.customerType'),
      type: 'select',
      options: customerTypes.map((c) => ({ value: String(c.id), label: c.name })),
    },
    { name: 'taxId', label: t('people.fields.taxId') },
    { name: 'website', label: t('people.fields.website'), type: 'url', autoComplete: 'url' },
    { name: 'firstName', label: t('people.fields.firstName'), required: true, autoComplete: 'given-name' },
    { name: 'lastName', label: t('people.fields.lastName'), required: true, autoComplete: 'family-name' },
    { name: 'email', label: t('people.fields.email'), type: 'email', required: true, autoComplete: 'email' },
    { name: 'phone', label: t('people.fields.phone'), type: 'tel', autoComplete: 'tel' },
    { name: 'jobTitle', label: t('people.fields.jobTitle'), autoComplete: 'organization-title' },
    { name: 'companyFax', label: '', type: 'honeypot' },
    ...address('billingAddress', t('people.applications.billingAddress'), true, t),
    ...address('shippingAddress', t('people.applications.shippingAddress'), false, t),
    { name: 'notes', label: t('people.signUp.notes'), type: 'textarea' },
  ];

  const onSave = async (body: Record<string, unknown>) => {
    let captchaToken: string | undefined;
    if (captcha.siteKey) {
      try {
        captchaToken = await getCaptchaToken(captcha, 'signup');
      } catch (error) {
        const message = t(`captcha.${error instanceof CaptchaError ? error.code : 'executeFailed'}`);
        throw new ApiError(400, [{ key: 'captchaToken', value: message }], [], message);
      }
    }
    const sent = { ...withoutEmptyShipping(body), language: lang, captchaToken };
    try {
      await submit.mutateAsync(sent as Parameters<typeof submit.mutateAsync>[0]);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429)
        throw new ApiError(
          429,
          [{ key: 'rateLimited', value: t('people.signUp.tooMany') }],
          [],
          t('people.signUp.tooMany'),
        );
      throw error;
    }
    setDone(true);
  };

  if (done)
    return (
      <Alert
        color="green"
        variant="light"
        role="status"
        data-testid="sign-up-received"
        title={t('people.signUp.receivedTitle')}
      >
        {t('people.signUp.received')}
      </Alert>
    );
  return (
    <Stack gap="md">
      <Title order={1}>{t('people.signUp.title')}</Title>
      <Text>{t('people.signUp.intro')}</Text>
      <Text size="sm">
        {t('people.signUp.haveAccount')}{' '}
        <Anchor href={localize('/login')} underline="always">
          {t('people.signUp.signIn')}
        </Anchor>
      </Text>
      <CardForm
        title={t('people.signUp.formTitle')}
        testId="sign-up-form"
        fields={fields}
        initial={{}}
        pending={submit.isPending}
        onSave={onSave}
        submitLabel={t('people.signUp.submit')}
        extra={
          <>
            <Text size="xs" c="dimmed">
              {t('people.signUp.shippingHint')}
            </Text>
            {captcha.siteKey && (
              <Text size="xs" c="dimmed">
                {t('captcha.notice')}
              </Text>
            )}
          </>
        }
      />
    </Stack>
  );
}
