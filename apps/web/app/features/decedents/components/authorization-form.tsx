import { Blockquote, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { AuthorizationStatement } from '@portal/shared/decedents/custody-schemas';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifyDone } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { newUuid } from '../../../lib/uuid';
import { useRecordAuthorization } from '../api/record-authorization';
import { ConfirmAndSubmit } from './confirm-and-submit';
import { SignaturePad } from './signature-pad';

type Language = 'en' | 'fr';
type SignatureKind = 'typed' | 'drawn';
type Field = 'signerName' | 'relationship' | 'email' | 'phone' | 'signature' | 'confirmed' | 'form';

const PERSON_FIELDS = ['signerName', 'relationship', 'email', 'phone'] as const;
const FIELDS: readonly Field[] = [...PERSON_FIELDS, 'signature', 'confirmed'];

/** A refused field's message (the server's, in the user's language) goes under its field; `signature.image` too. */
function errorsOf(error: unknown, fallback: string): Partial<Record<Field, string>> {
  if (!(error instanceof ApiError) || error.errorMessages.length === 0) return { form: fallback };
  const found: Partial<Record<Field, string>> = {};
  for (const m of error.errorMessages) {
    const key = m.key.split('.')[0] as Field;
    found[FIELDS.includes(key) ? key : 'form'] ??= m.value;
  }
  return found;
}

/**
 * Records the next of kin's authorisation (docs/decisions.md "Chain of custody"): who they are, the statement shown in
 * full in the language they read (that version and language are what is recorded), and their signature, typed or drawn.
 */
export function AuthorizationForm({
  decedentId,
  statement,
  onDone,
}: {
  decedentId: number;
  statement: AuthorizationStatement;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const pageLang = useLang();
  const record = useRecordAuthorization(decedentId);
  const [attemptKey, setAttemptKey] = useState(newUuid);
  const [person, setPerson] = useState({ signerName: '', relationship: '', email: '', phone: '' });
  const [language, setLanguage] = useState<Language>(pageLang === 'fr' ? 'fr' : 'en');
  const [kind, setKind] = useState<SignatureKind>('drawn');
  const [typed, setTyped] = useState('');
  const [drawing, setDrawing] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const text = language === 'fr' ? statement.textFr : statement.textEn;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    for (const name of PERSON_FIELDS)
      if (!person[name].trim()) missing[name] = t(`authorizations.errors.${name}`);
    if (kind === 'drawn' && drawing === null) missing.signature = t('authorizations.errors.drawFirst');
    if (!confirmed) missing.confirmed = t('authorizations.errors.confirm');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const draft = {
      ...person,
      statementId: statement.id,
      language,
      signature: kind === 'typed' ? { kind, text: typed } : { kind, image: drawing ?? '' },
      confirmed: true as const,
    };
    record.mutate(
      { draft, attemptKey },
      {
        onSuccess: () => {
          notifyDone('saved', t('authorizations.one'));
          onDone();
        },
        onError: (error) => {
          // A refused attempt is a new one once corrected: it must not be answered with the first refusal.
          setAttemptKey(newUuid());
          setErrors(errorsOf(error, t('authorizations.errors.failed')));
        },
      },
    );
  };

  const personField = (name: (typeof PERSON_FIELDS)[number]) => ({
    value: person[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setPerson((p) => ({ ...p, [name]: value }));
    },
    error: errors[name],
    required: true,
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('authorizations.record')}
      data-testid="authorization-form"
    >
      <Stack gap="sm">
        <Title order={4} fz="sm">
          {t('authorizations.record')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('authorizations.fields.signerName')} {...personField('signerName')} />
          <TextInput label={t('authorizations.fields.relationship')} {...personField('relationship')} />
          <TextInput type="email" label={t('authorizations.fields.email')} {...personField('email')} />
          <TextInput type="tel" label={t('authorizations.fields.phone')} {...personField('phone')} />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`statement-language-${decedentId}`}>
            {t('authorizations.fields.language')}
          </Text>
          <SegmentedControl
            aria-labelledby={`statement-language-${decedentId}`}
            value={language}
            onChange={(v) => setLanguage(v as Language)}
            data={[
              { value: 'en', label: t('authorizations.languages.en') },
              { value: 'fr', label: t('authorizations.languages.fr') },
            ]}
          />
        </Stack>
        <Blockquote
          p="sm"
          lang={language}
          data-testid="authorization-statement"
          cite={t('authorizations.statementVersion', { version: statement.version })}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {text}
          </Text>
        </Blockquote>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`signature-kind-${decedentId}`}>
            {t('authorizations.fields.signatureKind')}
          </Text>
          <SegmentedControl
            aria-labelledby={`signature-kind-${decedentId}`}
            value={kind}
            onChange={(v) => setKind(v as SignatureKind)}
            data={[
              { value: 'drawn', label: t('authorizations.signature.kinds.drawn') },
              { value: 'typed', label: t('authorizations.signature.kinds.typed') },
            ]}
            data-testid="signature-kind"
          />
        </Stack>
        {kind === 'typed' ? (
          <TextInput
            label={t('authorizations.signature.typed')}
            description={t('authorizations.signature.typedHelp')}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            error={errors.signature}
            required
            styles={{ input: { fontFamily: 'cursive', fontSize: 20 } }}
          />
        ) : (
          <SignaturePad
            label={t('authorizations.signature.draw')}
            error={errors.signature}
            onChange={setDrawing}
          />
        )}
        <ConfirmAndSubmit
          statement={t('authorizations.fields.confirmed')}
          confirmed={confirmed}
          onConfirmedChange={setConfirmed}
          confirmError={errors.confirmed}
          formError={errors.form}
          submitLabel={t('authorizations.submit')}
          pending={record.isPending}
          testIds={{ confirm: 'authorization-confirmed', submit: 'record-authorization' }}
        />
      </Stack>
    </form>
  );
}
