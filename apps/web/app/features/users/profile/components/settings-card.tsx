import type { MyProfile } from '@portal/shared/users/profile-schemas';
import { AVATAR_MAX_BYTES, saveSettingInfo } from '@portal/shared/users/save-setting-info';
import { Avatar, Button, Card, Checkbox, FileInput, Group, Select, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../../lib/api';
import { api } from '../../../../lib/browser-api';
import { notifyDone } from '../../../../lib/feedback';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { sessionQueryOptions, useCurrentUser } from '../../../../lib/session/session';
import { myProfileKey } from '../api/my-profile';
import { fieldMessage } from '../form-values';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/** Settings: the picture (at most 2 MB, an image by its content: the server checks), startup module and language. */
export function SettingsCard({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  const title = t('people.cards.settings');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [startupModule, setStartupModule] = useState(profile.settings.startupModule ?? '');
  const [language, setLanguage] = useState<string>(profile.settings.language);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: FormData) => api.send(saveSettingInfo, { body }, { silent: true }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(myProfileKey, saved);
      setImage(null);
      setRemoveImage(false);
      notifyDone('saved', title);
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (image && image.size > AVATAR_MAX_BYTES) {
      setError(t('people.messages.imageTooLarge'));
      return;
    }
    setError(null);
    const body = new FormData();
    body.set('imageChanged', String(image !== null || removeImage));
    if (image) body.set('image', image);
    body.set('startupModule', startupModule);
    body.set('language', language);
    save.mutate(body, {
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.userMessages[0]
            ? fieldMessage(failure.userMessages[0], t)
            : t('people.saveFailed', { name: title }),
        ),
    });
  };

  const modules = user.availableModules.filter((m) => m.route);
  return (
    <Card withBorder padding="lg" radius="md" data-testid="card-settings">
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Group align="flex-end">
            <Avatar src={removeImage ? null : profile.settings.imageUrl} size={64} radius="xl" alt="" />
            <FileInput
              label={t('people.fields.image')}
              description={t('people.imageRules')}
              accept={IMAGE_TYPES}
              value={image}
              onChange={setImage}
              clearable
              style={{ flex: 1 }}
              error={error}
            />
          </Group>
          {profile.settings.imageUrl && (
            <Checkbox
              label={t('people.removeImage')}
              checked={removeImage}
              onChange={(e) => setRemoveImage(e.currentTarget.checked)}
            />
          )}
          <Select
            label={t('people.fields.startupModule')}
            data={[
              { value: '', label: t('people.defaultStartup') },
              ...modules.map((m) => ({
                value: m.code,
                label: t(`modules.${m.code}`, { defaultValue: m.name }),
              })),
            ]}
            value={startupModule}
            onChange={(next) => setStartupModule(next ?? '')}
            allowDeselect={false}
          />
          <Select
            label={t('people.fields.language')}
            data={[
              { value: 'en', label: t('language.names.en') },
              { value: 'fr', label: t('language.names.fr') },
            ]}
            value={language}
            onChange={(next) => setLanguage(next ?? 'en')}
            allowDeselect={false}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('people.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
