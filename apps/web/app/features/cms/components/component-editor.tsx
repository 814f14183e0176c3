import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { Component, ComponentField } from '@portal/shared/cms/schemas';
import { useState } from 'react';
import { Icon } from '../../../components/icon';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useComponent, useDeleteComponentField, useFieldTypes } from '../api/components';
import { ComponentFieldForm } from './component-field-form';
import { ComponentForm } from './component-form';
import { ConfirmDelete } from '../../../components/confirm-delete';

/** /backoffice/cms/components/{componentId}: the component's name, code and flags, and its typed fields. */
export function ComponentEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const component = useComponent(id);
  if (!component.data) return <Loader aria-label={t('app.loading')} />;
  return (
    <Stack gap="lg" maw={960}>
      <Card withBorder padding="lg" radius="md">
        <ComponentForm component={component.data} submitLabel={t('cms.actions.saveComponent')} />
      </Card>
      <FieldsList component={component.data} />
    </Stack>
  );
}

type Editing = { field: ComponentField | null } | null;

function FieldsList({ component }: { component: Component }) {
  const { t } = useTranslation();
  const types = useFieldTypes();
  const remove = useDeleteComponentField();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ComponentField | null>(null);
  const typeName = (type: string) => types.data?.find((ft) => ft.type === type)?.name ?? type;
  const nextRank = Math.max(0, ...component.fields.map((f) => f.rank + 1));
  return (
    <Stack gap="sm" component="section" aria-labelledby="component-fields-title">
      <Group justify="space-between">
        <Title order={2} fz="h4" id="component-fields-title">
          {t('cms.fieldsTitle')}
        </Title>
        <Button onClick={() => setEditing({ field: null })} data-testid="field-add">
          {t('cms.actions.addField')}
        </Button>
      </Group>
      {component.fields.length === 0 ? (
        <Text c="dimmed">{t('cms.noFields')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560} type="native">
          <Table striped data-testid="component-fields">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('cms.fields.name')}</Table.Th>
                <Table.Th>{t('cms.fields.code')}</Table.Th>
                <Table.Th>{t('cms.fields.fieldType')}</Table.Th>
                <Table.Th>{t('cms.fields.options')}</Table.Th>
                <Table.Th ta="right">{t('cms.fields.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {component.fields.map((field) => (
                <Table.Tr key={field.id} data-testid="component-field-row">
                  <Table.Td fw={600}>{field.name}</Table.Td>
                  <Table.Td>{field.code}</Table.Td>
                  <Table.Td>{typeName(field.type)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {field.required && <Badge variant="light">{t('cms.fields.required')}</Badge>}
                      {field.translatable && (
                        <Badge variant="light" color="gray">
                          {t('cms.fields.translatable')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('cms.actions.editNamed', { name: field.name })}
                        onClick={() => setEditing({ field })}
                      >
                        <Icon name="pencil" size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('cms.actions.deleteNamed', { name: field.name })}
                        onClick={() => setDeleting(field)}
                      >
                        <Icon name="trash" size={18} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          <Title order={2} fz="h4">
            {editing?.field ? t('cms.editField') : t('cms.actions.addField')}
          </Title>
        }
        closeButtonProps={{ 'aria-label': t('cms.close') }}
      >
        {editing && (
          <ComponentFieldForm
            componentId={component.id}
            field={editing.field}
            nextRank={nextRank}
            onSaved={() => setEditing(null)}
          />
        )}
      </Modal>
      {deleting && (
        <ConfirmDelete
          title={t('cms.deleteField.title')}
          question={t('cms.deleteField.question', { name: deleting.name })}
          name={deleting.name}
          namedWhenDone
          pending={remove.isPending}
          confirmLabel={t('cms.actions.delete')}
          closeLabel={t('cms.close')}
          testId="cms-delete"
          onDelete={(callbacks) => remove.mutate(deleting.id, callbacks)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
