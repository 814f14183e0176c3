import { Accordion, Badge, Button, Group, List, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { Workflow } from '@portal/shared/settings/schemas';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useUpdateWorkflowStatus, useWorkflows } from '../api/workflows';

type Status = Workflow['statuses'][number];

function StatusRow({ workflow, status, canEdit }: { workflow: string; status: Status; canEdit: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateWorkflowStatus();
  const [draft, setDraft] = useState({ name: status.name, nameFr: status.nameFr, rank: status.rank });
  const dirty = draft.name !== status.name || draft.nameFr !== status.nameFr || draft.rank !== status.rank;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" data-testid={`status-${workflow}-${status.code}`}>
      <Stack gap={2} w={150}>
        <Text size="xs" c="dimmed">
          {t('configuration.workflows.code')}
        </Text>
        <Text size="sm" ff="monospace">
          {status.code}
        </Text>
        <Badge variant="light" size="sm" color={status.isClosed ? 'gray' : 'brand'}>
          {t(`configuration.workflows.tabs.${status.listGroup}`)}
        </Badge>
      </Stack>
      <TextInput
        label={t('configuration.modules.name')}
        value={draft.name}
        onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
        disabled={!canEdit}
        miw={160}
        style={{ flex: 1 }}
      />
      <TextInput
        label={t('configuration.modules.nameFr')}
        value={draft.nameFr}
        onChange={(e) => setDraft({ ...draft, nameFr: e.currentTarget.value })}
        disabled={!canEdit}
        miw={160}
        style={{ flex: 1 }}
      />
      <NumberInput
        label={t('configuration.modules.rank')}
        value={draft.rank}
        onChange={(v) => setDraft({ ...draft, rank: typeof v === 'number' ? v : 0 })}
        min={0}
        max={10000}
        allowDecimal={false}
        disabled={!canEdit}
        w={100}
      />
      {canEdit && (
        <Button
          variant="light"
          disabled={!dirty}
          loading={update.isPending}
          onClick={() =>
            update.mutate(
              { params: { workflowCode: workflow as never, statusCode: status.code }, body: draft },
              { onSuccess: () => notifySuccess(t('configuration.saved', { name: draft.name })) },
            )
          }
        >
          {t('configuration.save')}
        </Button>
      )}
    </Group>
  );
}

/** spec §3 Workflow: each order kind's statuses (names and order editable) and the moves the portal makes. */
export function WorkflowsPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const workflows = useWorkflows();
  if (!workflows.data) return null;
  const nameOf = (wf: Workflow, code: string) => {
    const s = wf.statuses.find((x) => x.code === code);
    if (!s) return code === '*' ? t('configuration.workflows.anyStatus') : code;
    return lang === 'fr' ? s.nameFr : s.name;
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('configuration.workflows.intro')}
      </Text>
      <Accordion variant="separated" multiple defaultValue={[workflows.data[0]?.code ?? '']}>
        {workflows.data.map((wf) => (
          <Accordion.Item key={wf.code} value={wf.code} data-testid={`workflow-${wf.code}`}>
            <Accordion.Control>{wf.name}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="md">
                {wf.statuses.map((status) => (
                  <StatusRow
                    key={`${status.code}-${status.name}-${status.nameFr}-${status.rank}`}
                    workflow={wf.code}
                    status={status}
                    canEdit={canEdit}
                  />
                ))}
                <Text fw={600} size="sm">
                  {t('configuration.workflows.transitions')}
                </Text>
                <List size="sm" spacing={4}>
                  {wf.transitions.map((tr) => (
                    <List.Item key={tr.action}>
                      <Text span fw={500} size="sm">
                        {t(`configuration.workflows.actions.${tr.action}`)}
                      </Text>
                      {': '}
                      {tr.from.map((code) => nameOf(wf, code)).join(', ')} → {nameOf(wf, tr.to)}
                    </List.Item>
                  ))}
                </List>
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
