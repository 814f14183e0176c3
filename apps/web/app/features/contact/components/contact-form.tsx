import { Alert, Button, Card, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { ContactMessageForm } from '@portal/shared/contact/send-contact-message';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { CaptchaError, type CaptchaConfig, getCaptchaToken } from '../../../lib/captcha';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSendContactMessage } from '../api/send-contact-message';

type Fields = Pick<ContactMessageForm, 'name' | 'email' | 'subject' | 'message'> & {
  phone: string;
  website: string;
};
const EMPTY: Fields = { name: '', email: '', phone: '', subject: '', message: '', website: '' };
const REQUIRED = ['name', 'email', 'subject', 'message'] as const;
const LOCAL_CHECKS: Record<string, string> = { email: 'contact.invalidEmail', phone: 'contact.invalidPhone' };

/**
 * The storefront's contact form (spec §1 "contact us"): name, e-mail, phone (optional), subject and message, sent to
 * staff by e-mail. The captcha is asked when configured; otherwise a hidden field catches robots. The server's field
 * errors show under their fields; too many messages from one network get their own message.
 */
export function ContactForm({ captcha }: { captcha: CaptchaConfig }) {
  const { t } = useTranslation();
  const lang = useLang();
  const send = useSendContactMessage();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const set = (name: keyof Fields) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setFields((f) => ({ ...f, [name]: value }));
  };

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
      if (!(error instanceof ApiError)) return setFailure(t('contact.failed'));
      if (error.status === 429) return setFailure(t('contact.tooMany'));
      // The server's wording is English; the two checks a person can get wrong are said in the page's language.
      const byField = Object.fromEntries(
        error.errorMessages.map((m) => [m.key, m.key in LOCAL_CHECKS ? t(LOCAL_CHECKS[m.key]!) : m.value]),
      );
      setErrors(byField);
      if (error.status !== 400 || byField.captchaToken)
        setFailure(byField.captchaToken ?? t('contact.failed'));
    }
  };

  if (sent)
    return (
      <Alert
        color="green"
        variant="light"
        role="status"
        title={t('contact.sentTitle')}
        data-testid="contact-sent"
      >
        {sent}
      </Alert>
    );
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="contact-form-title">
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="contact-form">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="contact-form-title">
            {t('contact.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('contact.name')}
              name="name"
              autoComplete="name"
              required
              value={fields.name}
              onChange={set('name')}
              error={errors.name}
            />
            <TextInput
              label={t('contact.email')}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={fields.email}
              onChange={set('email')}
              error={errors.email}
            />
            <TextInput
              label={t('contact.phone')}
              name="phone"
              type="tel"
              autoComplete="tel"
              value={fields.phone}
              onChange={set('phone')}
              error={errors.phone}
            />
            <TextInput
              label={t('contact.subject')}
              name="subject"
              required
              value={fields.subject}
              onChange={set('subject')}
              error={errors.subject}
            />
          </SimpleGrid>
          <Textarea
            label={t('contact.message')}
            name="message"
            required
            autosize
            minRows={5}
            maxLength={5000}
            value={fields.message}
            onChange={set('message')}
            error={errors.message}
          />
          {/* A field people never see nor reach with the keyboard; robots that fill every input fill it. */}
          <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1 }}>
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={fields.website}
              onChange={set('website')}
            />
          </div>
          {failure && (
            <Alert color="red" variant="light" role="alert" data-testid="contact-failed">
              {failure}
            </Alert>
          )}
          {captcha.siteKey && (
            <Text size="xs" c="dimmed">
              {t('captcha.notice')}
            </Text>
          )}
          <div>
            <Button type="submit" loading={send.isPending}>
              {t('contact.send')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
