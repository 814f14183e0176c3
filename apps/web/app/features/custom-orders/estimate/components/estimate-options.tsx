import {
  Card,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useFormat } from '../../../../lib/i18n/use-format';
import type { EstimateData } from '../api/get-estimate-data';
import { WEIGHT_UNITS, type WeightUnit } from '../api/get-unit-conversion';
import type { EstimateChoices } from '../estimate-input';

const MAX_QUANTITY = 10_000;
const MAX_WEIGHT = 100_000;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} fz="md" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** A checkbox label with the option's price. */
function Priced({ name, price }: { name: string; price: string }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm">{name}</Text>
      <Text size="sm" c="dimmed">
        {price}
      </Text>
    </Group>
  );
}

const ids = (values: string[]) => values.map(Number);

/** What the estimate is for: services by group, metal and weight, treatments, priority, quantity, the piece's attributes. */
export function EstimateOptions({
  data,
  choices,
  onChange,
}: {
  data: EstimateData;
  choices: EstimateChoices;
  onChange: (choices: EstimateChoices) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: number) => format.moneyWithSymbol(amount, data.currencySymbol);
  const set = (change: Partial<EstimateChoices>) => onChange({ ...choices, ...change });

  return (
    <Stack gap="lg">
      <Section id="estimate-services-title" title={t('estimate.services.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="estimate-services">
          {data.serviceTypeGroups.map((group) => (
            <Checkbox.Group
              key={group.code}
              label={group.name}
              value={choices.serviceTypeIds
                .filter((id) => group.serviceTypes.some((s) => s.id === id))
                .map(String)}
              onChange={(values) =>
                set({
                  serviceTypeIds: [
                    ...choices.serviceTypeIds.filter((id) => !group.serviceTypes.some((s) => s.id === id)),
                    ...ids(values),
                  ],
                })
              }
            >
              <Stack gap={6} mt={6}>
                {group.serviceTypes.map((service) => (
                  <Checkbox
                    key={service.id}
                    value={String(service.id)}
                    label={<Priced name={service.name} price={money(service.basePrice)} />}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="estimate-metal-title" title={t('estimate.metal.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('estimate.metal.metal')}
            placeholder={t('estimate.metal.none')}
            data={data.metals.map((m) => ({
              value: String(m.id),
              label: t('estimate.metal.option', { name: m.name, price: money(m.pricePerGram) }),
            }))}
            value={choices.metalId === null ? null : String(choices.metalId)}
            onChange={(value) => set({ metalId: value === null ? null : Number(value) })}
            clearable
            searchable
            data-testid="estimate-metal-select"
          />
          <NumberInput
            label={t('estimate.metal.weight')}
            value={choices.weight}
            onChange={(value) => set({ weight: typeof value === 'number' ? value : '' })}
            min={0}
            max={MAX_WEIGHT}
            decimalScale={3}
            allowNegative={false}
            decimalSeparator={format.number(1.5).replace(/\d/g, '')}
            disabled={choices.metalId === null}
            data-testid="estimate-weight"
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="estimate-unit-label">
            {t('estimate.metal.unit')}
          </Text>
          <SegmentedControl
            aria-labelledby="estimate-unit-label"
            value={choices.unit}
            onChange={(unit) => set({ unit: unit as WeightUnit })}
            // The unit symbols jewellers use, with their full names for screen readers.
            data={WEIGHT_UNITS.map((unit) => ({
              value: unit,
              label: (
                <>
                  <span aria-hidden="true">{unit}</span>
                  <VisuallyHidden>{t(`estimate.units.${unit}`)}</VisuallyHidden>
                </>
              ),
            }))}
            disabled={choices.metalId === null}
            fullWidth
            data-testid="estimate-unit"
          />
        </Stack>
      </Section>

      <Section id="estimate-finish-title" title={t('estimate.finish.title')}>
        <Checkbox.Group
          label={t('estimate.finish.treatments')}
          value={choices.treatmentIds.map(String)}
          onChange={(values) => set({ treatmentIds: ids(values) })}
          data-testid="estimate-treatments"
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt={6}>
            {data.treatments.map((treatment) => (
              <Checkbox
                key={treatment.id}
                value={String(treatment.id)}
                label={<Priced name={treatment.name} price={money(treatment.price)} />}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Radio.Group
          label={t('estimate.finish.priority')}
          value={choices.priorityId === null ? null : String(choices.priorityId)}
          onChange={(value) => set({ priorityId: Number(value) })}
          data-testid="estimate-priority"
        >
          <Stack gap={6} mt={6}>
            {data.priorities.map((priority) => (
              <Radio
                key={priority.id}
                value={String(priority.id)}
                label={
                  <Priced
                    name={priority.name}
                    price={t('estimate.finish.surcharge', {
                      percent: format.number(priority.surchargePercent / 100, { style: 'percent' }),
                    })}
                  />
                }
              />
            ))}
          </Stack>
        </Radio.Group>
        <NumberInput
          label={t('estimate.finish.quantity')}
          value={choices.quantity}
          onChange={(value) => set({ quantity: typeof value === 'number' ? value : 1 })}
          min={1}
          max={MAX_QUANTITY}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          maw={200}
          data-testid="estimate-quantity"
        />
      </Section>

      {data.attributes.length > 0 && (
        <Section id="estimate-attributes-title" title={t('estimate.attributes.title')}>
          <Text size="sm" c="dimmed">
            {t('estimate.attributes.hint')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="estimate-attributes">
            {data.attributes.map((attribute) => (
              <Select
                key={attribute.code}
                label={attribute.unit ? `${attribute.name} (${attribute.unit})` : attribute.name}
                data={attribute.options}
                value={choices.attributes[attribute.code] ?? null}
                onChange={(value) =>
                  set({
                    attributes: Object.fromEntries(
                      Object.entries({ ...choices.attributes, [attribute.code]: value }).filter(
                        (entry): entry is [string, string] => entry[1] !== null,
                      ),
                    ),
                  })
                }
                clearable
              />
            ))}
          </SimpleGrid>
        </Section>
      )}
    </Stack>
  );
}
