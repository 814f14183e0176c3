import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ApiError } from '../../../lib/api';
import { notifyDone, notifyOperationFailed } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n/use-lang';
import type { AdminCategory } from '../api/get-categories';
import { useDeleteCategory } from '../api/delete-category';
import { shownName } from '../category-name';

/**
 * Deleting a category asks first. spec §8: 'deleted successfully!', or 'Error occured while deleting {name}!' with the
 * server's reason (a category with sub-categories cannot go) kept in the dialog.
 */
export function DeleteCategoryModal({ category, onClose }: { category: AdminCategory; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const remove = useDeleteCategory();
  const [reasons, setReasons] = useState<string[]>([]);
  const name = shownName(category, lang);
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Title order={2} fz="h4">
          {t('catalogAdmin.delete.title')}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('catalogAdmin.close') }}
      data-testid="category-delete-modal"
    >
      <Stack gap="md">
        <Text>{t('catalogAdmin.delete.question', { name, code: category.code })}</Text>
        {category.itemCount > 0 && (
          <Text size="sm" c="dimmed">
            {t('catalogAdmin.delete.items', { count: category.itemCount })}
          </Text>
        )}
        {reasons.length > 0 && (
          <Alert color="red" role="alert">
            {reasons.map((reason) => (
              <div key={reason}>{reason}</div>
            ))}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            data-testid="category-delete-confirm"
            onClick={() =>
              remove.mutate(category.id, {
                onSuccess: () => {
                  notifyDone('deleted');
                  onClose();
                },
                onError: (error) => {
                  notifyOperationFailed('delete', name);
                  setReasons(error instanceof ApiError ? error.userMessages : []);
                },
              })
            }
          >
            {t('catalogAdmin.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
