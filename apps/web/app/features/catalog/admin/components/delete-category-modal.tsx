import { Text } from '@mantine/core';
import { ConfirmDelete } from '../../../../components/confirm-delete';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useLang } from '../../../../lib/i18n/use-lang';
import type { AdminCategory } from '../api/get-categories';
import { useDeleteCategory } from '../api/delete-category';
import { shownName } from '../category-name';

/** Deleting a category asks first; a category with sub-categories cannot go (the server's reason is shown). */
export function DeleteCategoryModal({ category, onClose }: { category: AdminCategory; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const remove = useDeleteCategory();
  const name = shownName(category, lang);
  return (
    <ConfirmDelete
      title={t('catalogAdmin.delete.title')}
      question={t('catalogAdmin.delete.question', { name, code: category.code })}
      name={name}
      pending={remove.isPending}
      confirmLabel={t('catalogAdmin.delete.confirm')}
      closeLabel={t('catalogAdmin.close')}
      testId="category-delete"
      onDelete={(callbacks) => remove.mutate(category.id, callbacks)}
      onClose={onClose}
    >
      {category.itemCount > 0 && (
        <Text size="sm" c="dimmed">
          {t('catalogAdmin.delete.items', { count: category.itemCount })}
        </Text>
      )}
    </ConfirmDelete>
  );
}
