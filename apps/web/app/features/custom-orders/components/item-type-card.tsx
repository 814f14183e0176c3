import { Box, Card, Center, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { mediaSrcSet, mediaUrl } from '../../../lib/media';

/** An item type to start a custom order from: its picture, name and code, a link to its builder. */
export function ItemTypeCard({
  to,
  name,
  code,
  picture,
  note,
}: {
  to: string;
  name: string;
  code: string;
  picture: string | undefined;
  note?: string;
}) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="md"
      padding="xs"
      data-testid="item-type-card"
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Card.Section>
        {picture ? (
          <Box bg="gray.0" style={{ aspectRatio: '1 / 1' }}>
            <Image
              src={mediaUrl(picture, 320)}
              srcSet={mediaSrcSet(picture, 160, 640)}
              sizes="(min-width: 75em) 240px, (min-width: 48em) 30vw, 50vw"
              alt=""
              loading="lazy"
              w="100%"
              h="100%"
              fit="contain"
            />
          </Box>
        ) : (
          <Center bg="gray.1" c="gray.5" style={{ aspectRatio: '1 / 1' }}>
            <Icon name="photo" size={32} />
          </Center>
        )}
      </Card.Section>
      <Stack gap={2} mt="xs">
        <Text size="sm" fw={600} lineClamp={2}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {code}
        </Text>
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
