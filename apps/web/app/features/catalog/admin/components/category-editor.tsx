import {
  Alert,
  Button,
  Drawer,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { ApiError } from '../../../../lib/api';
import { notifyDone, notifyOperationFailed } from '../../../../lib/feedback';
import { useLang } from '../../../../lib/i18n/use-lang';
import type { AdminCategory } from '../api/get-categories';
import { CATEGORY_IMAGE_FIELDS, type CategoryDraft, useSaveCategory } from '../api/save-category';
import { type DraftField, draftErrors, draftOf } from '../category-draft';
import { parentOptions } from '../parent-options';
import { CategoryImageInput } from './category-image-input';

const TOP_LEVEL = 'top';

/**
 * Create or edit a category in a drawer (full width on a phone): names in both languages, code, parent, rank,
 * description and the four pictures with previews. spec §8: '{name} - saved successfully!' or
 * 'Error occured while saving {name}!', with the server's reasons shown in the form.
 */
export function CategoryEditor({
  category,
  categories,
  onClose,
}: {
  category: AdminCategory | null;
  categories: readonly AdminCategory[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const phone = useMediaQuery('(max-width: 48em)');
  const save = useSaveCategory();
  const [draft, setDraft] = useState<CategoryDraft>(() => draftOf(category));
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<{
    fields: Partial<Record<string, string>>;
    other: string[];
  }>({
    fields: {},
    other: [],
  });
  const errors = showErrors ? draftErrors(draft) : {};
  const errorOf = (field: DraftField | 'parentId') =>
    (field in errors ? t(errors[field as DraftField]!) : undefined) ?? serverErrors.fields[field];
  const update = (change: Partial<CategoryDraft>) => setDraft((current) => ({ ...current, ...change }));
  const title = category ? t('catalogAdmin.editor.editTitle') : t('catalogAdmin.editor.createTitle');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    setServerErrors({ fields: {}, other: [] });
    if (Object.keys(draftErrors(draft)).length > 0) return;
    const name = draft.name.trim();
    save.mutate(
      { id: category?.id ?? null, draft },
      {
        onSuccess: () => {
          notifyDone('saved', name);
          onClose();
        },
        onError: (error) => {
          notifyOperationFailed('save', name);
          if (error instanceof ApiError) {
            const fields: Partial<Record<string, string>> = {};
            const other: string[] = [];
            for (const message of error.errorMessages) {
              const key = message.key.replace(/^body\./, '');
              if (key in draft || key === 'parentId') fields[key] = message.value;
              else other.push(message.value);
            }
            setServerErrors({ fields, other: [...other, ...error.serverErrors] });
          }
        },
      },
    );
  };

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={
        <Title order={2} fz="h3">
          {title}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('catalogAdmin.close') }}
      data-testid="category-editor"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {serverErrors.other.length > 0 && (
            <Alert color="red" role="alert" data-testid="category-editor-errors">
              {serverErrors.other.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('catalogAdmin.editor.name')}
              value={draft.name}
              onChange={(event) => update({ name: event.currentTarget.value })}
              error={errorOf('name')}
              required
              maxLength={200}
              data-autofocus
              data-testid="category-name"
            />
            <TextInput
              label={t('catalogAdmin.editor.nameFr')}
              description={t('catalogAdmin.editor.nameFrHint')}
              value={draft.nameFr}
              onChange={(event) => update({ nameFr: event.currentTarget.value })}
              error={errorOf('nameFr')}
              maxLength={200}
              data-testid="category-name-fr"
            />
            <TextInput
              label={t('catalogAdmin.editor.code')}
              description={t('catalogAdmin.editor.codeHint')}
              value={draft.code}
              onChange={(event) => update({ code: event.currentTarget.value })}
              error={errorOf('code')}
              required
              maxLength={40}
              data-testid="category-code"
            />
            <Select
              label={t('catalogAdmin.editor.parent')}
              data={[
                { value: TOP_LEVEL, label: t('catalogAdmin.topLevel') },
                ...parentOptions(categories, lang, category?.id ?? null),
              ]}
              value={draft.parentId === null ? TOP_LEVEL : String(draft.parentId)}
              onChange={(value) => update({ parentId: !value || value === TOP_LEVEL ? null : Number(value) })}
              error={errorOf('parentId')}
              searchable
              allowDeselect={false}
              data-testid="category-parent"
            />
            <NumberInput
              label={t('catalogAdmin.editor.rank')}
              description={t('catalogAdmin.editor.rankHint')}
              value={draft.rank}
              onChange={(value) => update({ rank: typeof value === 'number' ? value : Number(value) })}
              error={errorOf('rank')}
              min={0}
              max={1_000_000}
              allowDecimal={false}
              allowNegative={false}
              data-testid="category-rank"
            />
          </SimpleGrid>
          <Textarea
            label={t('catalogAdmin.editor.description')}
            value={draft.description}
            onChange={(event) => update({ description: event.currentTarget.value })}
            error={errorOf('description')}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={5000}
            data-testid="category-description"
          />
          <Title order={3} fz="h5">
            {t('catalogAdmin.images.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {CATEGORY_IMAGE_FIELDS.map((field) => (
              <CategoryImageInput
                key={field}
                label={t(`catalogAdmin.images.${field}`)}
                savedUrl={category?.[field] ?? null}
                file={draft.images[field]}
                removed={draft.removeImages.includes(field)}
                error={errorOf(field)}
                onFile={(file) =>
                  update({
                    images: { ...draft.images, [field]: file ?? undefined },
                    removeImages: draft.removeImages.filter((f) => f !== field),
                  })
                }
                onRemove={() => update({ removeImages: [...draft.removeImages, field] })}
                testId={`category-${field}`}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="category-save">
              {t('catalogAdmin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
