import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Stack,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { notifyOperationFailed, notifySuccess } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n/use-lang';
import type { SeoKind, SeoRow } from '../api/get-seo-entries';
import { useSaveSeoEntries } from '../api/save-seo-entry';
import {
  SEO_ADVISED,
  SEO_FIELDS,
  SEO_LANGUAGES,
  SEO_LIMITS,
  type SeoField,
  type SeoForm,
  type SeoLanguage,
  changedLanguages,
  seoFormErrors,
  seoFormOf,
} from '../seo-entry';

/** The long fields are text areas; the others one line. */
const MULTILINE: readonly SeoField[] = ['metaDescription', 'metaKeywords'];

/**
 * The SEO entry of one category or product, English and French on two tabs; saving sends the languages that changed
 * (POST /SEO each). spec §8: 'SEO settings saved successfully!', or 'Error occured while saving {name}!'.
 */
export function SeoEditorModal({ kind, row, onClose }: { kind: SeoKind; row: SeoRow; onClose: () => void }) {
  const { t } = useTranslation();
  const pageLang = useLang();
  const phone = useMediaQuery('(max-width: 48em)');
  const save = useSaveSeoEntries();
  const [original] = useState<SeoForm>(() => seoFormOf(row.seo));
  const [form, setForm] = useState<SeoForm>(original);
  const [language, setLanguage] = useState<SeoLanguage>(pageLang);
  const [showErrors, setShowErrors] = useState(false);
  const errors = seoFormErrors(form);
  const changed = changedLanguages(original, form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (errors.length > 0) {
      setLanguage(errors[0]!.language);
      return;
    }
    if (changed.length === 0) {
      onClose();
      return;
    }
    save.mutate(
      changed.map((lang) => ({
        entityType: kind,
        entityId: row.id,
        language: lang,
        ...Object.fromEntries(SEO_FIELDS.map((field) => [field, form[lang][field].trim() || null])),
      })) as Parameters<typeof save.mutate>[0],
      {
        onSuccess: () => {
          notifySuccess(t('seo.saved'));
          onClose();
        },
        onError: () => notifyOperationFailed('save', row.name),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      fullScreen={phone}
      title={
        <Title order={2} fz="h4">
          {t('seo.editor.title', { name: row.name })}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('seo.close') }}
      data-testid="seo-editor"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t(kind === 'catalog' ? 'seo.editor.categoryCode' : 'seo.editor.productCode', { code: row.code })}
          </Text>
          <Tabs
            value={language}
            onChange={(value) => value && setLanguage(value as SeoLanguage)}
            keepMounted={false}
          >
            <Tabs.List>
              {SEO_LANGUAGES.map((lang) => (
                <Tabs.Tab
                  key={lang}
                  value={lang}
                  data-testid={`seo-tab-${lang}`}
                  rightSection={
                    changed.includes(lang) ? (
                      <Badge size="xs" variant="light">
                        {t('seo.editor.changed')}
                      </Badge>
                    ) : undefined
                  }
                >
                  {t(`seo.languages.${lang}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {SEO_LANGUAGES.map((lang) => (
              <Tabs.Panel key={lang} value={lang} pt="md">
                <Stack gap="sm">
                  {SEO_FIELDS.map((field) => {
                    const value = form[lang][field];
                    const length = value.trim().length;
                    const advised = SEO_ADVISED[field];
                    const tooLong = showErrors && length > SEO_LIMITS[field];
                    const props = {
                      label: t(`seo.fields.${field}`),
                      value,
                      onChange: (event: { currentTarget: { value: string } }) => {
                        const next = event.currentTarget.value;
                        setForm((current) => ({ ...current, [lang]: { ...current[lang], [field]: next } }));
                      },
                      description: t(advised ? 'seo.editor.countAdvised' : 'seo.editor.count', {
                        count: length,
                        max: SEO_LIMITS[field],
                        advised,
                      }),
                      error: tooLong ? t('seo.editor.tooLong', { max: SEO_LIMITS[field] }) : undefined,
                      'data-testid': `seo-${field}`,
                    };
                    return MULTILINE.includes(field) ? (
                      <Textarea key={field} {...props} autosize minRows={2} maxRows={6} />
                    ) : (
                      <TextInput key={field} {...props} />
                    );
                  })}
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          {showErrors && errors.length > 0 && (
            <Alert color="red" role="alert">
              {t('seo.editor.fixErrors')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="seo-save">
              {t('seo.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
