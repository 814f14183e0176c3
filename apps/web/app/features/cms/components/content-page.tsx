import '@mantine/core/styles/Blockquote.css';
import '@mantine/core/styles/Typography.css';
import './content-page.css';
import type { ReactNode } from 'react';
import { Blockquote, Card, Container, Stack, Text, Typography } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { type ContentDoc, type ContentPageData, textOf } from '../load-content-page';
import { safeRichText } from '../safe-rich-text';

/**
 * A rich-text value: sanitised by the API when saved and when queried, and kept to the editor's tags here too, as the
 * field may have become plain text holding anything (docs/decisions.md).
 */
function RichText({ html }: { html: string }) {
  if (!html) return null;
  return (
    <Typography>
      <div className="cms-rich-text" dangerouslySetInnerHTML={{ __html: safeRichText(html) }} />
    </Typography>
  );
}

function FaqEntries({ entries }: { entries: ContentDoc[] }) {
  return (
    <Stack gap="xs" component="section">
      {entries.map((entry) => (
        <Card key={String(entry.id)} withBorder padding="md" component="details">
          <Text component="summary" fw={600} style={{ cursor: 'pointer' }}>
            {textOf(entry, 'question')}
          </Text>
          <RichText html={textOf(entry, 'answer')} />
        </Card>
      ))}
    </Stack>
  );
}

function Testimonials({ entries }: { entries: ContentDoc[] }) {
  return (
    <Stack gap="md" component="section">
      {entries.map((entry) => (
        <Blockquote key={String(entry.id)} cite={`— ${textOf(entry, 'author')}, ${textOf(entry, 'place')}`}>
          {textOf(entry, 'quote')}
        </Blockquote>
      ))}
    </Stack>
  );
}

/**
 * A storefront page written in the CMS: its title, its text, the FAQ entries or testimonials it lists, and what the
 * route adds under them (the contact form).
 */
export function ContentPage({ data, children }: { data: ContentPageData; children?: ReactNode }) {
  const { page, entries } = data;
  const kind = entries[0]?.component;
  return (
    <Container size="md" py="xl">
      <PageHeader title={textOf(page, 'title') || undefined} />
      <Stack gap="lg">
        <RichText html={textOf(page, 'body')} />
        {kind === 'faq-entry' && <FaqEntries entries={entries} />}
        {kind === 'testimonial' && <Testimonials entries={entries} />}
        {children}
      </Stack>
    </Container>
  );
}
