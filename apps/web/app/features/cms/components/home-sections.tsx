import { Anchor, Button, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Columns } from '../../../components/columns';
import { Icon, type IconName } from '../../../components/icon';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import type { HomeCard, HomeSection } from '../load-home-sections';

/** The icons a home card may name (the demo data source home-icons); another name shows the book. */
const CARD_ICONS: readonly string[] = ['book', 'pencil', 'clipboard', 'fileText', 'heart', 'building'];
const cardIcon = (name: string): IconName => (CARD_ICONS.includes(name) ? (name as IconName) : 'book');

/** A link written in the CMS: a path of this site in the page's language, or an address elsewhere as it is. */
function CmsLink({ to, children, ...props }: { to: string; children: ReactNode; fw?: number }) {
  const localize = useLocalizePath();
  if (to.startsWith('/'))
    return (
      <Anchor component={Link} to={localize(to)} {...props}>
        {children}
      </Anchor>
    );
  return (
    <Anchor href={to} {...props}>
      {children}
    </Anchor>
  );
}

/** The button of a section: a path of this site in the page's language, or an address elsewhere. */
export function SectionButton({
  button,
  variant,
}: {
  button: { label: string; link: string };
  variant?: string;
}) {
  const localize = useLocalizePath();
  const internal = button.link.startsWith('/');
  return internal ? (
    <Button size="md" variant={variant} component={Link} to={localize(button.link)}>
      {button.label}
    </Button>
  ) : (
    <Button size="md" variant={variant} component="a" href={button.link}>
      {button.label}
    </Button>
  );
}

/** The cards section: its title, then a card per home card (icon, title linking where it says, text). */
export function HomeCards({ title, cards }: { title: string; cards: HomeCard[] }) {
  return (
    <section aria-labelledby="home-cards-title" data-testid="home-cards">
      <Title order={2} mb="lg" id="home-cards-title">
        {title}
      </Title>
      <Columns cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {cards.map((card) => (
          <Card key={card.id} withBorder padding="lg" radius="md">
            <ThemeIcon size={44} radius="md" variant="light" mb="md">
              <Icon name={cardIcon(card.icon)} size={26} />
            </ThemeIcon>
            <Title order={3} fz="lg" mb={6}>
              {card.link ? <CmsLink to={card.link}>{card.title}</CmsLink> : card.title}
            </Title>
            <Text size="sm">{card.text}</Text>
          </Card>
        ))}
      </Columns>
    </section>
  );
}

/** A banner section: a wide card with its title, its text and its button. */
export function HomeBanner({ section }: { section: HomeSection }) {
  return (
    <Card
      withBorder
      mt={56}
      padding="xl"
      radius="md"
      bg="brand.0"
      component="section"
      data-testid="home-banner"
    >
      <Title order={2} mb="xs">
        {section.title}
      </Title>
      {section.text && (
        <Text mb="md" maw={760}>
          {section.text}
        </Text>
      )}
      {section.button && (
        <Group>
          <SectionButton button={section.button} />
        </Group>
      )}
    </Card>
  );
}
