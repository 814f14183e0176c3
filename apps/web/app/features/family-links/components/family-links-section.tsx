import {
  Alert,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifyDone } from '../../../lib/feedback';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { localizePath } from '../../../lib/i18n/paths';
import {
  type FamilyLinkRow,
  useCreateFamilyLink,
  useFamilyLinks,
  useRevokeFamilyLink,
} from '../api/family-links';

const STATE_COLOURS: Record<FamilyLinkRow['state'], string> = {
  open: 'green',
  expired: 'gray',
  revoked: 'gray',
  locked: 'red',
};

/** The form of a new link; the made link's address is shown once, since only its hash is kept. */
function NewLinkForm({ decedentId }: { decedentId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const create = useCreateFamilyLink(decedentId);
  const [days, setDays] = useState<number | string>(30);
  const [pin, setPin] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [made, setMade] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const draft = { expiresInDays: Number(days), pin: pin || undefined, message: message || undefined };
    create.mutate(
      { draft, attemptKey: crypto.randomUUID() },
      {
        onSuccess: (link) => {
          setMade(`${window.location.origin}${localizePath(`/memorial/${link.token}`, lang)}`);
          setPin('');
          setMessage('');
          notifyDone('saved', t('familyLinks.one'));
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const byField = Object.fromEntries(error.errorMessages.map((m) => [m.key, m.value]));
          setErrors(Object.keys(byField).length > 0 ? byField : { form: error.message });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="family-link-form">
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label={t('familyLinks.fields.days')}
            min={1}
            max={365}
            value={days}
            onChange={setDays}
            error={errors.expiresInDays}
            miw={140}
          />
          <TextInput
            label={t('familyLinks.fields.pin')}
            description={t('familyLinks.fields.pinHelp')}
            inputMode="numeric"
            maxLength={8}
            value={pin}
            onChange={(e) => setPin(e.currentTarget.value)}
            error={errors.pin}
            miw={140}
          />
        </Group>
        <Textarea
          label={t('familyLinks.fields.message')}
          autosize
          minRows={2}
          maxLength={1000}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={errors.message}
        />
        {errors.form && <Alert color="red">{errors.form}</Alert>}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('familyLinks.create')}
          </Button>
        </Group>
        {made && (
          <Alert color="green" title={t('familyLinks.made')} data-testid="family-link-made">
            <Stack gap="xs">
              <Text size="sm" style={{ wordBreak: 'break-all' }} data-testid="family-link-url">
                {made}
              </Text>
              <Text size="xs">{t('familyLinks.shownOnce')}</Text>
              <CopyButton value={made}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? t('familyLinks.copied') : t('familyLinks.copy')}
                  </Button>
                )}
              </CopyButton>
            </Stack>
          </Alert>
        )}
      </Stack>
    </form>
  );
}

/** One link: its state, expiry, PIN or not, and when the family last opened it. */
function LinkRow({ link, canEdit }: { link: FamilyLinkRow; canEdit: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const revoke = useRevokeFamilyLink();
  return (
    <Card withBorder padding="sm" data-testid="family-link-row">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Badge color={STATE_COLOURS[link.state]}>{t(`familyLinks.states.${link.state}`)}</Badge>
            {link.hasPin && <Badge variant="outline">{t('familyLinks.withPin')}</Badge>}
          </Group>
          <Text size="sm">{t('familyLinks.expires', { date: format.date(link.expiresAt) })}</Text>
          <Text size="sm" c="dimmed" data-testid="family-link-use">
            {link.lastUsedAt
              ? t('familyLinks.used', { count: link.useCount, date: format.dateTime(link.lastUsedAt) })
              : t('familyLinks.neverUsed')}
          </Text>
        </Stack>
        {canEdit && link.state !== 'revoked' && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            loading={revoke.isPending}
            onClick={() =>
              revoke.mutate(link.id, { onSuccess: () => notifyDone('updated', t('familyLinks.one')) })
            }
          >
            {t('familyLinks.revoke')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/**
 * The family links of a decedent, on its drawer: a private page for the family (an expiry, an optional PIN, a
 * message), revoked at once, with when it was used.
 */
export function FamilyLinksSection({ decedentId, canEdit }: { decedentId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const links = useFamilyLinks(decedentId);
  return (
    <Stack gap="sm" data-testid="family-links">
      <Title order={4}>{t('familyLinks.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('familyLinks.intro')}
      </Text>
      {links.isError && <Alert color="red">{t('familyLinks.loadFailed')}</Alert>}
      {links.data?.length === 0 && <Text size="sm">{t('familyLinks.none')}</Text>}
      {links.data?.map((link) => (
        <LinkRow key={link.id} link={link} canEdit={canEdit} />
      ))}
      {canEdit && <NewLinkForm decedentId={decedentId} />}
    </Stack>
  );
}
