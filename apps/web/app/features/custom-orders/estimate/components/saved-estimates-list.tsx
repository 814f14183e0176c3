import { Pager } from '../../../../components/pager';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDelete } from '../../../../components/confirm-delete';
import { Icon } from '../../../../components/icon';
import { Tag } from '../../../../components/tag';
import { useFormat } from '../../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../../lib/i18n/use-lang';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { type SavedEstimate, useSavedEstimates } from '../api/get-saved-estimates';
import { useDeleteSavedEstimate } from '../api/save-estimate';
import { estimatePaths } from '../paths';

const PAGE_SIZE = 10;

function StatusTag({ estimate }: { estimate: SavedEstimate }) {
  const { t } = useTranslation();
  if (!estimate.sentAs) return <Tag color="gray">{t('estimate.saved.draft')}</Tag>;
  return (
    <Tag color="green">
      {t(estimate.sentAs === 'JO' ? 'estimate.saved.sentAsJob' : 'estimate.saved.sentAsQuote', {
        code: estimate.orderCode ?? '',
      })}
    </Tag>
  );
}

/** The kept estimates, last changed first: open one to edit or send it; a draft may be deleted. */
export function SavedEstimatesList({ symbol, openId }: { symbol: string; openId: number | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const localize = useLocalizePath();
  const [pageNo, setPageNo] = useState(1);
  const page = useSavedEstimates(pageNo, PAGE_SIZE);
  const remove = useDeleteSavedEstimate();
  const [deleting, setDeleting] = useState<SavedEstimate | null>(null);
  const items = page.data?.items ?? [];
  const total = page.data?.pagingData.itemCount ?? 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby="saved-estimates-title" data-testid="saved-estimates">
      <Title order={2} fz="h4" id="saved-estimates-title">
        {t('estimate.saved.title')}
      </Title>
      {page.isError && <Text c="red">{t('estimate.saved.loadFailed')}</Text>}
      {page.data && items.length === 0 && <Text c="dimmed">{t('estimate.saved.none')}</Text>}
      {items.map((estimate) => (
        <Card
          key={estimate.id}
          withBorder
          padding="sm"
          radius="md"
          data-testid="saved-estimate"
          aria-current={estimate.id === openId ? 'true' : undefined}
        >
          <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Anchor component={Link} to={localize(estimatePaths.estimate(estimate.id))} fw={600}>
                {estimate.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {[estimate.customerName, estimate.itemName, format.dateTime(estimate.updatedAt)]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Group gap="xs">
                <Text fw={700} size="sm">
                  {format.moneyWithSymbol(estimate.total, symbol)}
                </Text>
                <StatusTag estimate={estimate} />
              </Group>
            </Stack>
            {!estimate.sentAs && (
              <Button
                variant="subtle"
                color="red"
                px={10}
                aria-label={t('estimate.saved.delete', { name: estimate.name })}
                onClick={() => setDeleting(estimate)}
                data-testid="saved-estimate-delete"
              >
                <Icon name="trash" size={18} />
              </Button>
            )}
          </Group>
        </Card>
      ))}
      {total > PAGE_SIZE && (
        <Pager total={Math.ceil(total / PAGE_SIZE)} value={pageNo} onChange={setPageNo} />
      )}
      {deleting && (
        <ConfirmDelete
          title={t('estimate.saved.deleteTitle')}
          question={t('estimate.saved.deleteQuestion', { name: deleting.name })}
          name={deleting.name}
          namedWhenDone
          pending={remove.isPending}
          confirmLabel={t('estimate.saved.deleteConfirm')}
          closeLabel={t('estimate.saved.deleteClose')}
          testId="saved-estimate-delete"
          onDelete={(callbacks) => remove.mutate(deleting.id, callbacks)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
