import { Button, Card, ColorInput, FileInput, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api';
import { notifyDone } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  useFamilyBranding,
  useRemoveFamilyLogo,
  useSaveFamilyColours,
  useUploadFamilyLogo,
} from '../api/family-branding';

const LOGO_TYPES = 'image/png,image/jpeg,image/webp';

const fieldError = (error: unknown, key: string) =>
  error instanceof ApiError
    ? (error.errorMessages.find((m) => m.key === key)?.value ??
      (key === 'file' ? error.errorMessages[0]?.value : undefined))
    : undefined;

/**
 * The funeral home's logo and colours on its family pages, in its profile: its customer administrator
 * sets them for itself, staff for the customer they act for.
 */
export function FamilyBrandingCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const branding = useFamilyBranding(customerId);
  const saveColours = useSaveFamilyColours(customerId);
  const uploadLogo = useUploadFamilyLogo(customerId);
  const removeLogo = useRemoveFamilyLogo(customerId);
  const [typed, setTyped] = useState<{ primaryColour?: string; accentColour?: string }>({});
  const [logo, setLogo] = useState<File | null>(null);
  if (!branding.data) return null;
  const primaryColour = typed.primaryColour ?? branding.data.primaryColour ?? '';
  const accentColour = typed.accentColour ?? branding.data.accentColour ?? '';
  const title = t('familyLinks.branding.title');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    saveColours.mutate(
      { primaryColour: primaryColour.trim() || null, accentColour: accentColour.trim() || null },
      {
        onSuccess: () => {
          setTyped({});
          notifyDone('saved', title);
        },
      },
    );
  };
  const onUpload = () => {
    if (!logo) return;
    uploadLogo.mutate(logo, {
      onSuccess: () => {
        setLogo(null);
        notifyDone('saved', t('familyLinks.branding.logo'));
      },
    });
  };

  return (
    <Card withBorder padding="lg" radius="md" data-testid="card-family-branding">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('familyLinks.branding.intro')}
        </Text>
        <Group align="flex-end" wrap="wrap">
          {branding.data.logoUrl && (
            <Image
              src={branding.data.logoUrl}
              alt={t('familyLinks.branding.logo')}
              h={64}
              w="auto"
              fit="contain"
              data-testid="family-branding-logo"
            />
          )}
          <FileInput
            label={t('familyLinks.branding.logo')}
            description={t('familyLinks.branding.logoRules')}
            accept={LOGO_TYPES}
            value={logo}
            onChange={setLogo}
            clearable
            error={fieldError(uploadLogo.error, 'file')}
            style={{ flex: 1, minWidth: 200 }}
            data-testid="family-branding-logo-input"
          />
          <Button variant="default" disabled={!logo} loading={uploadLogo.isPending} onClick={onUpload}>
            {t('familyLinks.branding.upload')}
          </Button>
          {branding.data.logoUrl && (
            <Button
              variant="subtle"
              color="red"
              loading={removeLogo.isPending}
              onClick={() => removeLogo.mutate()}
            >
              {t('familyLinks.branding.removeLogo')}
            </Button>
          )}
        </Group>
        <form onSubmit={onSubmit} noValidate aria-label={title}>
          <Group align="flex-start" wrap="wrap">
            <ColorInput
              label={t('familyLinks.branding.primary')}
              format="hex"
              fixOnBlur={false}
              eyeDropperButtonProps={{ 'aria-label': t('familyLinks.branding.pickFromScreen') }}
              value={primaryColour}
              onChange={(value) => setTyped((was) => ({ ...was, primaryColour: value }))}
              error={fieldError(saveColours.error, 'primaryColour')}
              w={{ base: '100%', xs: 200 }}
              data-testid="family-branding-primary"
            />
            <ColorInput
              label={t('familyLinks.branding.accent')}
              format="hex"
              fixOnBlur={false}
              eyeDropperButtonProps={{ 'aria-label': t('familyLinks.branding.pickFromScreen') }}
              value={accentColour}
              onChange={(value) => setTyped((was) => ({ ...was, accentColour: value }))}
              error={fieldError(saveColours.error, 'accentColour')}
              w={{ base: '100%', xs: 200 }}
              data-testid="family-branding-accent"
            />
          </Group>
          <Button type="submit" mt="sm" loading={saveColours.isPending} data-testid="family-branding-save">
            {t('familyLinks.branding.save')}
          </Button>
        </form>
      </Stack>
    </Card>
  );
}
