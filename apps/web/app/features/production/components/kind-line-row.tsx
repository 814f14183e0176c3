import { ActionIcon, Group, NativeSelect, NumberInput, TextInput } from '@mantine/core';

/** One editable line of a repair's lists: a kind, a description and a number (a weight at intake, an amount priced). */
export interface KindLine<K extends string> {
  key: number;
  kind: K;
  description: string;
  value: number | string;
}

/**
 * A line of the repair forms (the customer's stones and metal at intake, the labour and materials priced): the kind,
 * the description and the number side by side, wrapping on a phone, with its remove button.
 */
export function KindLineRow<K extends string>({
  line,
  kinds,
  labels,
  number,
  errors,
  testIds,
  onChange,
  onRemove,
  removable = true,
}: {
  line: KindLine<K>;
  kinds: { value: K; label: string }[];
  labels: { kind: string; description: string; placeholder: string; value: string; remove: string };
  number: { decimalScale: number; suffix?: string; testId: string };
  errors: { description?: string | undefined; value?: string | undefined };
  /** The row's test id, and the prefix of its fields': `<fields>-kind`, `<fields>-description`, `<fields>-<number.testId>`. */
  testIds: { row: string; fields: string };
  onChange: (patch: Partial<KindLine<K>>) => void;
  onRemove: () => void;
  removable?: boolean;
}) {
  return (
    <Group gap="xs" align="flex-start" wrap="wrap" data-testid={testIds.row}>
      <NativeSelect
        aria-label={labels.kind}
        value={line.kind}
        onChange={(e) => onChange({ kind: e.currentTarget.value as K })}
        data={kinds}
        w={130}
        data-testid={`${testIds.fields}-kind`}
      />
      <TextInput
        aria-label={labels.description}
        placeholder={labels.placeholder}
        value={line.description}
        maxLength={200}
        onChange={(e) => onChange({ description: e.currentTarget.value })}
        error={errors.description}
        style={{ flex: '1 1 180px' }}
        data-testid={`${testIds.fields}-description`}
      />
      <NumberInput
        aria-label={labels.value}
        value={line.value}
        min={0}
        decimalScale={number.decimalScale}
        suffix={number.suffix}
        onChange={(value) => onChange({ value })}
        error={errors.value}
        w={130}
        data-testid={`${testIds.fields}-${number.testId}`}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        disabled={!removable}
        onClick={onRemove}
        aria-label={labels.remove}
      >
        ×
      </ActionIcon>
    </Group>
  );
}
