import { Alert, FileInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { CONSENT_STATEMENTS, FINGERPRINT_QUALITY } from '@portal/shared/decedents/schemas';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifyDone } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDecedentFingerprints } from '../api/get-decedent-fingerprints';
import { useUploadFingerprint } from '../api/upload-fingerprint';
import { useAuthorizations } from '../api/get-authorizations';
import { ConfirmAndSubmit } from './confirm-and-submit';
import { FingerprintCard, type MakeWithPrint } from './fingerprint-card';

export type { MakeWithPrint } from './fingerprint-card';

type UploadErrors = Partial<Record<'file' | 'consent' | 'consentGivenBy' | 'label' | 'form', string>>;

/** Adds a print: the picture, who gave consent and the consent box; a refused print's reason shows under the file. */
function UploadForm({ decedentId, retention }: { decedentId: number; retention: string | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const upload = useUploadFingerprint();
  const [file, setFile] = useState<File | null>(null);
  const [label, setLabel] = useState('');
  const [consentGivenBy, setConsentGivenBy] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<UploadErrors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing: UploadErrors = {};
    if (!file) missing.file = t('decedents.prints.errors.file');
    if (!consentGivenBy.trim()) missing.consentGivenBy = t('decedents.prints.errors.consentGivenBy');
    if (!consent) missing.consent = t('decedents.prints.errors.consent');
    setErrors(missing);
    if (!file || Object.keys(missing).length > 0) return;
    upload.mutate(
      { decedentId, file, label, consentGivenBy, consent },
      {
        onSuccess: () => {
          notifyDone('saved', t('decedents.prints.one'));
          setFile(null);
          setLabel('');
          setConsent(false);
        },
        onError: (error) => {
          const found: UploadErrors = {};
          if (error instanceof ApiError)
            for (const m of error.errorMessages)
              found[
                (['file', 'consent', 'consentGivenBy', 'label'].includes(m.key)
                  ? m.key
                  : 'form') as keyof UploadErrors
              ] = m.value;
          setErrors(Object.keys(found).length > 0 ? found : { form: t('decedents.prints.errors.failed') });
        },
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('decedents.prints.add')}
      data-testid="fingerprint-upload"
    >
      <Stack gap="sm">
        <Title order={4} fz="sm">
          {t('decedents.prints.add')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('decedents.prints.requirements', { min: FINGERPRINT_QUALITY.minSide })}
        </Text>
        {retention && (
          <Alert
            color="gray"
            variant="light"
            title={t('decedents.prints.retention')}
            data-testid="retention-policy"
          >
            <Text size="xs">{retention}</Text>
          </Alert>
        )}
        <FileInput
          label={t('decedents.prints.file')}
          placeholder={t('decedents.prints.choose')}
          accept="image/png,image/jpeg,image/webp,image/tiff"
          value={file}
          onChange={setFile}
          clearable
          error={errors.file}
          data-testid="fingerprint-file"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('decedents.prints.label')}
            placeholder={t('decedents.prints.labelPlaceholder')}
            value={label}
            onChange={(e) => setLabel(e.currentTarget.value)}
            error={errors.label}
          />
          <TextInput
            label={t('decedents.prints.consentGivenBy')}
            placeholder={t('decedents.prints.consentGivenByPlaceholder')}
            required
            value={consentGivenBy}
            onChange={(e) => setConsentGivenBy(e.currentTarget.value)}
            error={errors.consentGivenBy}
          />
        </SimpleGrid>
        <ConfirmAndSubmit
          statement={CONSENT_STATEMENTS[lang]}
          confirmed={consent}
          onConfirmedChange={setConsent}
          confirmError={errors.consent}
          formError={errors.form}
          submitLabel={t('decedents.prints.upload')}
          pending={upload.isPending}
          testIds={{ confirm: 'fingerprint-consent', submit: 'upload-fingerprint' }}
        />
      </Stack>
    </form>
  );
}

/**
 * A decedent's prints with the consent recorded for each and their state (the next of kin's authorisation, a lock, a
 * destruction), and (with the edit permission) the upload form under the retention policy; with a piece from the
 * configurator, each usable print offers to order it made from that print.
 */
export function FingerprintPanel({
  decedentId,
  canEdit,
  makeWith,
  mayOrder,
}: {
  decedentId: number;
  canEdit: boolean;
  makeWith?: MakeWithPrint | undefined;
  /** Each print offers "Order a memorial piece" (the configurator's memorial pieces, made from it). */
  mayOrder: boolean;
}) {
  const { t } = useTranslation();
  const prints = useDecedentFingerprints(decedentId);
  const authorizations = useAuthorizations(decedentId);
  return (
    <Stack gap="md">
      <Title order={3} fz="md">
        {t('decedents.prints.title')}
      </Title>
      {prints.isError && <Alert color="red">{t('decedents.prints.loadFailed')}</Alert>}
      {prints.data?.length === 0 && <Text c="dimmed">{t('decedents.prints.none')}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="fingerprints">
        {(prints.data ?? []).map((print) => (
          <FingerprintCard
            key={print.id}
            print={print}
            authorized={authorizations.data?.authorized ?? false}
            canEdit={canEdit}
            makeWith={makeWith}
            mayOrder={mayOrder}
          />
        ))}
      </SimpleGrid>
      {canEdit && (
        <UploadForm decedentId={decedentId} retention={authorizations.data?.retention.text ?? null} />
      )}
    </Stack>
  );
}
