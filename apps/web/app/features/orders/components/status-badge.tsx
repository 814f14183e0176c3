import { Badge } from '@mantine/core';

/** Colour of a status by its tab; the text is a shade dark enough for WCAG AA on the light badge. */
const TONES: Record<string, { color: string; c: string }> = {
  new: { color: 'blue', c: 'blue.9' },
  processing: { color: 'violet', c: 'violet.9' },
  closed: { color: 'gray', c: 'gray.8' },
  refused: { color: 'red', c: 'red.9' },
};

const REFUSED = new Set(['DECLINED', 'CANCELLED', 'EXPIRED']);

export function StatusBadge({ name, code, listGroup }: { name: string; code: string; listGroup: string }) {
  const tone = REFUSED.has(code) ? TONES.refused! : (TONES[listGroup] ?? TONES.closed!);
  return (
    <Badge
      variant="light"
      color={tone.color}
      c={tone.c}
      radius="sm"
      tt="none"
      // A status is read whole: the badge does not shrink to an ellipsis in a narrow column.
      styles={{ root: { minWidth: 'max-content' } }}
      data-testid="order-status"
    >
      {name}
    </Badge>
  );
}
