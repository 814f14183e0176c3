import { Badge, Button, Group, Loader, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { notifyDone } from '../../../lib/feedback';
import { useContentFields, useDataSources, useSaveContent } from '../api/contents';
import { FieldInput } from './field-input';

type Values = Record<string, unknown>;
type Locale = { slug: string; fields: Values };

type Loaded = NonNullable<ReturnType<typeof useContentFields>['data']>;

/** /backoffice/cms/contents/{id}: the content's name, its slug and values in English and French, save and publish. */
export function ContentEditor({ id }: { id: number }) {
  const loaded = useContentFields(id);
  if (!loaded.data) return <Loader />;
  return <EditorForm id={id} loaded={loaded.data} />;
}

const valuesOf = (fields: Loaded['fields'], lang: 'en' | 'fr'): Values =>
  Object.fromEntries(
    fields.map((f) => [f.code, f.values[lang]]).filter(([, v]) => v !== null && v !== undefined),
  );

function EditorForm({ id, loaded }: { id: number; loaded: Loaded }) {
  const { t } = useTranslation();
  // The labels follow the page's language; the tabs below choose which language's values are edited.
  const pageLang = useLang();
  const sources = useDataSources();
  const save = useSaveContent();
  const { content, fields } = loaded;
  const [name, setName] = useState(content.name);
  const [locales, setLocales] = useState<{ en: Locale; fr: Locale }>(() => ({
    en: { slug: content.slug, fields: valuesOf(fields, 'en') },
    fr: { slug: content.slugFr ?? '', fields: valuesOf(fields, 'fr') },
  }));
  const set = (lang: 'en' | 'fr', code: string, value: unknown) =>
    setLocales((l) =>
      l ? { ...l, [lang]: { ...l[lang], fields: { ...l[lang].fields, [code]: value } } } : l,
    );
  const submit = (action: 'save' | 'publish' | 'unpublish') =>
    save.mutate(
      {
        content: { id, name, contentTypeID: content.contentTypeID },
        locales: {
          en: { slug: locales.en.slug, fields: locales.en.fields },
          fr: { slug: locales.fr.slug || undefined, fields: locales.fr.fields },
        },
        action,
      },
      { onSuccess: () => notifyDone(action === 'save' ? 'saved' : 'updated', name) },
    );

  return (
    <Stack gap="md" maw={900}>
      <Group gap="xs">
        <Badge color={content.status === 'published' ? 'green' : 'gray'}>
          {t(`cms.status.${content.status}`)}
        </Badge>
        {content.status === 'published' && content.hasChanges && (
          <Badge color="yellow">{t('cms.unpublishedChanges')}</Badge>
        )}
        <Text size="sm" c="dimmed">
          {content.componentName}
        </Text>
      </Group>
      <TextInput
        label={t('cms.fields.name')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        required
      />
      <Tabs defaultValue="en" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="en">{t('cms.languages.en')}</Tabs.Tab>
          <Tabs.Tab value="fr">{t('cms.languages.fr')}</Tabs.Tab>
        </Tabs.List>
        {(['en', 'fr'] as const).map((lang) => (
          <Tabs.Panel key={lang} value={lang} pt="md">
            <Stack gap="sm">
              <TextInput
                label={t('cms.fields.slug')}
                value={locales[lang].slug}
                onChange={(e) => {
                  const slug = e.currentTarget.value;
                  setLocales((l) => ({ ...l, [lang]: { ...l[lang], slug } }));
                }}
              />
              {fields
                .filter((f) => lang === 'en' || f.translatable)
                .map((f) => (
                  <FieldInput
                    key={f.code}
                    field={f}
                    label={(pageLang === 'fr' && f.nameFr) || f.name}
                    value={locales[lang].fields[f.code]}
                    onChange={(v) => set(lang, f.code, v)}
                    sources={sources.data ?? []}
                  />
                ))}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Group>
        <Button variant="default" loading={save.isPending} onClick={() => submit('save')}>
          {t('cms.actions.saveDraft')}
        </Button>
        <Button loading={save.isPending} onClick={() => submit('publish')}>
          {t('cms.actions.publish')}
        </Button>
        {content.status === 'published' && (
          <Button color="red" variant="light" loading={save.isPending} onClick={() => submit('unpublish')}>
            {t('cms.actions.unpublish')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
