import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Columns } from '../../../components/columns';
import { TextAreaField, TextField } from '../../../components/text-fields';
import type { ContactMessageForm } from '@portal/shared/contact/schemas';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { CaptchaError, type CaptchaConfig, getCaptchaToken } from '../../../lib/captcha';
import { operationFailedMessage } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSession } from '../../../lib/session/session';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { useSendContactMessage } from '../api/send-contact-message';
import { contactFieldMessage } from '../contact-messages';

type Fields = Pick<ContactMessageForm, 'name' | 'email' | 'subject' | 'message'> & {
  phone: string;
  website: string;
};
const EMPTY: Fields = { name: '', email: '', phone: '', subject: '', message: '', website: '' };
const REQUIRED = ['name', 'email', 'subject', 'message'] as const;
/**
 * The storefront's contact form (spec §1 "contact us"): name, e-mail, phone (optional), subject and message, sent to
 * staff by e-mail (a signed-in user's name, e-mail and phone filled in). The captcha is asked when configured;
 * otherwise a hidden field catches robots. The server's field errors show under their fields; too many messages from
 * one network get their own message. Built on the browser's own inputs: the storefront page stays within its
 * first-load JavaScript budget.
 */
export function ContactForm({ captcha }: { captcha: CaptchaConfig }) {
  const { t } = useTranslation();
  const lang = useLang();
  const send = useSendContactMessage();
  const pending = send.isPending;
  // A signed-in customer writes as themselves: their name, e-mail and phone are filled in.
  const { user } = useSession();
  const [fields, setFields] = useState<Fields>(() =>
    user ? { ...EMPTY, name: user.fullName, email: user.email, phone: user.userDetails.phone ?? '' } : EMPTY,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (name, value) => {
    if (name in EMPTY) setFields((current) => ({ ...current, [name]: value }));
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const missing = Object.fromEntries(
      REQUIRED.filter((name) => !fields[name].trim()).map((name) => [name, t(`contact.required.${name}`)]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    let captchaToken: string | undefined;
    if (captcha.siteKey) {
      try {
        captchaToken = await getCaptchaToken(captcha, 'contact');
      } catch (error) {
        setFailure(t(`captcha.${error instanceof CaptchaError ? error.code : 'executeFailed'}`));
        return;
      }
    }
    try {
      const answer = await send.mutateAsync({ ...fields, language: lang, captchaToken });
      setSent(answer.message);
      setFields(EMPTY);
    } catch (error) {
      // spec §8: a failed send shows 'Error occured while sending{name}!'.
      const sendFailed = operationFailedMessage(lang, 'send', t('contact.messageNamed'));
      if (!(error instanceof ApiError)) return setFailure(sendFailed);
      if (error.status === 429) return setFailure(t('contact.tooMany'));
      if (error.status === 503) return setFailure(t('contact.unavailable'));
      const byField = Object.fromEntries(error.errorMessages.map((m) => [m.key, contactFieldMessage(m, t)]));
      setErrors(byField);
      if (error.status !== 400 || byField.captchaToken) setFailure(byField.captchaToken ?? sendFailed);
    }
  };

  if (sent)
    return (
      <Card withBorder padding="lg" radius="md" bg="green.0" role="status" data-testid="contact-sent">
        <Title order={2} fz="h4" mb="xs">
          {t('contact.sentTitle')}
        </Title>
        <Text>{sent}</Text>
      </Card>
    );
  const field = (name: keyof Fields, type?: 'email' | 'tel', autoComplete?: string) => ({
    label: t(`contact.${name}`),
    name,
    type,
    autoComplete,
    required: (REQUIRED as readonly string[]).includes(name),
    value: fields[name],
    onChange: (value: string) => setFields((f) => ({ ...f, [name]: value })),
    error: errors[name],
  });
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="contact-form-title">
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate data-testid="contact-form">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="contact-form-title">
            {t('contact.title')}
          </Title>
          <Columns cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField {...field('name', undefined, 'name')} maxLength={120} />
            <TextField {...field('email', 'email', 'email')} />
            <TextField {...field('phone', 'tel', 'tel')} />
            <TextField {...field('subject')} maxLength={150} />
          </Columns>
          <TextAreaField {...field('message')} rows={6} maxLength={5000} />
          {/* A field people never see nor reach with the keyboard; robots that fill every input fill it. */}
          <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1 }}>
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={fields.website}
              onChange={(e) => {
                const website = e.currentTarget.value;
                setFields((f) => ({ ...f, website }));
              }}
            />
          </div>
          {failure && (
            <Text c="red.8" role="alert" data-testid="contact-failed">
              {failure}
            </Text>
          )}
          {captcha.siteKey && (
            <Text size="xs" c="dimmed">
              {t('captcha.notice')}
            </Text>
          )}
          <div>
            <Button type="submit" loading={pending}>
              {t('contact.send')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
