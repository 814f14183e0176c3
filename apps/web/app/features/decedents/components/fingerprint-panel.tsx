import {
  Alert,
  Button,
  Card,
  Checkbox,
  FileInput,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { CONSENT_STATEMENTS, FINGERPRINT_QUALITY } from '@portal/shared/decedents/schemas';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api';
import { notifyDone } from '../../../lib/feedback';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { mediaUrl } from '../../../lib/media';
import { memorialPiecePath } from '../memorial-path';
import { useDecedentFingerprints } from '../api/get-decedent-fingerprints';
import { useUploadFingerprint } from '../api/upload-fingerprint';

type UploadErrors = Partial<Record<'file' | 'consent' | 'consentGivenBy' | 'label' | 'form', string>>;

/** Adds a print: the picture, who gave consent and the consent box; a refused print's reason shows under the file. */
function UploadForm({ decedentId }: { decedentId: number }) {
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
        <Checkbox
          label={CONSENT_STATEMENTS[lang]}
          checked={consent}
          onChange={(e) => setConsent(e.currentTarget.checked)}
          error={errors.consent}
          data-testid="fingerprint-consent"
        />
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={upload.isPending} data-testid="upload-fingerprint">
            {t('decedents.prints.upload')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A piece sent from the configurator, to be made from one of the prints. */
export interface MakeWithPrint {
  name: string;
  pending: boolean;
  onMake: (fingerprintId: number) => void;
}

/**
 * A decedent's prints with the consent recorded for each, and (with the edit permission) the upload form; with a
 * piece from the configurator, each print offers to order it made from that print.
 */
export function FingerprintPanel({
  decedentId,
  canEdit,
  makeWith,
  mayOrder,
}: {
  decedentId: number;
  canEdit: boolean;
  makeWith?: MakeWithPrint;
  /** Each print offers "Order a memorial piece" (the configurator's memorial pieces, made from it). */
  mayOrder: boolean;
}) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const format = useFormat();
  const prints = useDecedentFingerprints(decedentId);
  return (
    <Stack gap="md">
      <Title order={3} fz="md">
        {t('decedents.prints.title')}
      </Title>
      {prints.isError && <Alert color="red">{t('decedents.prints.loadFailed')}</Alert>}
      {prints.data?.length === 0 && <Text c="dimmed">{t('decedents.prints.none')}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="fingerprints">
        {(prints.data ?? []).map((print) => (
          <Card key={print.id} withBorder padding="sm" radius="md" data-testid="fingerprint">
            <Card.Section>
              <Image
                src={mediaUrl(print.imageUrl, 320)}
                alt={t('decedents.prints.alt', { label: print.label ?? t('decedents.prints.one') })}
                h={160}
                fit="contain"
                bg="gray.0"
              />
            </Card.Section>
            <Stack gap={2} mt="xs">
              <Text fw={600} size="sm">
                {print.label ?? t('decedents.prints.one')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('decedents.prints.consentLine', {
                  who: print.consentGivenBy,
                  when: format.dateTime(print.consentedAt),
                })}
              </Text>
              {print.consentRecordedBy && (
                <Text size="xs" c="dimmed">
                  {t('decedents.prints.recordedBy', { name: print.consentRecordedBy })}
                </Text>
              )}
              {makeWith && (
                <Button
                  mt="xs"
                  size="xs"
                  loading={makeWith.pending}
                  onClick={() => makeWith.onMake(print.id)}
                  data-testid="make-with-print"
                >
                  {t('decedents.picker.makeWith', { name: makeWith.name })}
                </Button>
              )}
              {mayOrder && !makeWith && (
                <Button
                  component={Link}
                  to={localize(memorialPiecePath(print))}
                  mt="xs"
                  size="xs"
                  variant="light"
                  data-testid="order-memorial-piece"
                >
                  {t('decedents.memorial.order')}
                </Button>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {canEdit && <UploadForm decedentId={decedentId} />}
    </Stack>
  );
}
