import { Pager } from '../../../components/pager';
import { Anchor, Badge, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { badgeText } from '../../../lib/badge-tones';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useContents, useContentTypes, useCreateContent } from '../api/contents';

const editorPath = (id: number) => `/backoffice/cms/contents/${id}`;

/** A new content: its name and its component type; then the editor opens. */
function NewContent() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const types = useContentTypes();
  const create = useCreateContent();
  const [name, setName] = useState('');
  const [type, setType] = useState<string | null>(null);
  return (
    <Group align="end" gap="sm">
      <TextInput label={t('cms.fields.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Select
        label={t('cms.fields.component')}
        searchable
        value={type}
        onChange={setType}
        data={(types.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <Button
        disabled={!name.trim() || !type}
        loading={create.isPending}
        onClick={() =>
          create.mutate(
            { name, contentTypeID: Number(type) },
            { onSuccess: (content) => void navigate(localize(editorPath(content.id))) },
          )
        }
      >
        {t('cms.actions.create')}
      </Button>
    </Group>
  );
}

/** /backoffice/cms/contents: the contents, searched by name or slug, ten a page (spec §5, §9). */
export function ContentsAdmin() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [debounced] = useDebouncedValue(search, 250);
  const contents = useContents({ pageNo, search: debounced });
  const paging = contents.data?.pagingData;
  return (
    <Stack gap="md">
      <NewContent />
      <TextInput
        placeholder={t('cms.search')}
        aria-label={t('cms.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPageNo(1);
        }}
        maw={360}
      />
      {/* On a phone the table scrolls inside its frame; the page does not. */}
      <Table.ScrollContainer minWidth={560} type="native">
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('cms.fields.name')}</Table.Th>
              <Table.Th>{t('cms.fields.slug')}</Table.Th>
              <Table.Th>{t('cms.fields.component')}</Table.Th>
              <Table.Th>{t('cms.fields.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(contents.data?.items ?? []).map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Anchor component={Link} to={localize(editorPath(c.id))} fw={600} size="sm">
                    {c.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{c.slug}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{c.componentName}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={c.status === 'published' ? 'green' : 'gray'}
                    c={badgeText(c.status === 'published' ? 'green' : 'gray')}
                  >
                    {t(`cms.status.${c.status}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paging && paging.itemCount > paging.pageSize && (
        <Pager total={Math.ceil(paging.itemCount / paging.pageSize)} value={pageNo} onChange={setPageNo} />
      )}
    </Stack>
  );
}
