import { Anchor, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { addressOf, postalLines } from '../../../../lib/i18n/postal-address';
import { Form } from 'react-router';
import { useLang } from '../../../../lib/i18n/use-lang';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { PartnerSearch } from '../load-partners';

/**
 * Find an authorised partner: a search by country and state that works as a plain GET form (rendered on the server,
 * usable without JavaScript), and the partners as a list with their contact details. No map: no maps key is set.
 */
export function PartnerFinder({ search }: { search: PartnerSearch }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { countries, states, countryId, stateId, dealers } = search;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('people.partners.title')}</Title>
      <Text>{t('people.partners.intro')}</Text>
      <Form method="get" role="search" aria-label={t('people.partners.search')}>
        <Group align="flex-end">
          <NativeSelect
            name="countryId"
            label={t('people.fields.country')}
            defaultValue={countryId ? String(countryId) : ''}
            data={[
              { value: '', label: t('people.partners.chooseCountry') },
              ...countries.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            onChange={(event) => {
              // spec §4: a new country clears the state.
              const form = event.currentTarget.form;
              const state = form?.elements.namedItem('stateId') as HTMLSelectElement | null;
              if (state) state.value = '';
              form?.requestSubmit();
            }}
          />
          <NativeSelect
            key={countryId ?? 0}
            name="stateId"
            label={t('people.fields.state')}
            defaultValue={stateId ? String(stateId) : ''}
            disabled={states.length === 0}
            data={[
              { value: '', label: t('people.partners.allStates') },
              ...states.map((s) => ({ value: String(s.id), label: s.name })),
            ]}
          />
          <Button type="submit">{t('people.partners.search')}</Button>
        </Group>
      </Form>
      {dealers === null ? null : dealers.length === 0 ? (
        <Text c="dimmed">{t('people.partners.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="partners">
          {dealers.map((dealer) => (
            <Card key={dealer.id} withBorder component="article" data-testid="partner">
              <Title order={2} fz="lg">
                {dealer.name}
              </Title>
              <Text component="address" fs="normal" size="sm">
                {postalLines(lang, addressOf(dealer)).map((line) => (
                  <span key={line} style={{ display: 'block' }}>
                    {line}
                  </span>
                ))}
              </Text>
              <Stack gap={2} mt="xs">
                {dealer.phone && (
                  <Anchor href={`tel:${dealer.phone.replace(/\s/g, '')}`} size="sm">
                    {dealer.phone}
                  </Anchor>
                )}
                {dealer.email && (
                  <Anchor href={`mailto:${dealer.email}`} size="sm">
                    {dealer.email}
                  </Anchor>
                )}
                {dealer.website && (
                  <Anchor href={dealer.website} size="sm" rel="noopener" target="_blank">
                    {dealer.website.replace(/^https?:\/\//, '')}
                  </Anchor>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
