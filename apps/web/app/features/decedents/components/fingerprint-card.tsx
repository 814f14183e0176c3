import { Badge, Button, Card, Center, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmAction } from '../../../components/confirm-action';
import { badgeText } from '../../../lib/badge-tones';
import { notifyDone } from '../../../lib/feedback';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { mediaUrl } from '../../../lib/media';
import { useDestroyFingerprint } from '../api/destroy-fingerprint';
import type { FingerprintRow } from '../api/get-decedent-fingerprints';
import { memorialPiecePath } from '../memorial-path';

/** A piece sent from the configurator, to be made from one of the prints. */
export interface MakeWithPrint {
  name: string;
  pending: boolean;
  onMake: (fingerprintId: number) => void;
}

type PrintState = 'destroyed' | 'locked' | 'unauthorized' | 'usable';

const stateOf = (print: FingerprintRow, authorized: boolean): PrintState =>
  print.destroyedAt ? 'destroyed' : print.lockedAt ? 'locked' : authorized ? 'usable' : 'unauthorized';

const STATE_COLOURS: Record<PrintState, string> = {
  destroyed: 'gray',
  locked: 'red',
  unauthorized: 'yellow',
  usable: 'green',
};

/** Destroying a print at once (the family's or the funeral home's wish) asks first: it cannot be undone. */
function DestroyDialog({ print, onClose }: { print: FingerprintRow; onClose: () => void }) {
  const { t } = useTranslation();
  const destroy = useDestroyFingerprint(print.decedentId);
  const name = print.label ?? t('decedents.prints.one');
  return (
    <ConfirmAction
      title={t('decedents.prints.destroy.title', { name })}
      question={t('decedents.prints.destroy.explanation')}
      confirmLabel={t('decedents.prints.destroy.confirm')}
      pending={destroy.isPending}
      testId="destroy-print"
      closeLabel={t('authorizations.closeDialog')}
      fallbackReason={t('authorizations.errors.actionFailed')}
      onConfirm={(onError) =>
        destroy.mutate(print.id, {
          onSuccess: () => {
            notifyDone('updated', name);
            onClose();
          },
          onError,
        })
      }
      onClose={onClose}
    />
  );
}

/**
 * One print with its consent and its state: usable, waiting for the next of kin's authorisation, locked (withdrawn) or
 * destroyed. Only a usable one offers to be ordered; a locked or destroyed one is not shown (nor served).
 */
export function FingerprintCard({
  print,
  authorized,
  canEdit,
  makeWith,
  mayOrder,
}: {
  print: FingerprintRow;
  authorized: boolean;
  canEdit: boolean;
  makeWith?: MakeWithPrint | undefined;
  mayOrder: boolean;
}) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const format = useFormat();
  const [destroying, setDestroying] = useState(false);
  const state = stateOf(print, authorized);
  const name = print.label ?? t('decedents.prints.one');
  return (
    <Card withBorder padding="sm" radius="md" data-testid="fingerprint" data-state={state}>
      <Card.Section>
        {state === 'destroyed' || state === 'locked' ? (
          <Center h={160} bg="gray.1">
            <Text size="sm" c="dimmed" px="sm" ta="center">
              {t(`decedents.prints.hidden.${state}`)}
            </Text>
          </Center>
        ) : (
          <Image
            src={mediaUrl(print.imageUrl, 320)}
            alt={t('decedents.prints.alt', { label: name })}
            h={160}
            fit="contain"
            bg="gray.0"
          />
        )}
      </Card.Section>
      <Stack gap={2} mt="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} size="sm">
            {name}
          </Text>
          <Badge
            variant="light"
            color={STATE_COLOURS[state]}
            c={badgeText(STATE_COLOURS[state])}
            data-testid="fingerprint-state"
          >
            {t(`decedents.prints.states.${state}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('decedents.prints.consentLine', {
            who: print.consentGivenBy,
            when: format.dateTime(print.consentedAt),
          })}
        </Text>
        {print.consentRecordedBy && (
          <Text size="xs" c="dimmed">
            {t('decedents.prints.recordedBy', { name: print.consentRecordedBy })}
          </Text>
        )}
        {print.retainUntil && (
          <Text size="xs" c="dimmed">
            {t('decedents.prints.retainUntil', { date: format.date(print.retainUntil) })}
          </Text>
        )}
        {print.destroyedAt && (
          <Text size="xs" c="dimmed">
            {t('decedents.prints.destroyedOn', { when: format.dateTime(print.destroyedAt) })}
          </Text>
        )}
        {state === 'unauthorized' && (
          <Text size="xs" c="yellow.9" data-testid="fingerprint-not-orderable">
            {t('decedents.prints.notOrderable')}
          </Text>
        )}
        {state === 'usable' && makeWith && (
          <Button
            mt="xs"
            size="xs"
            loading={makeWith.pending}
            onClick={() => makeWith.onMake(print.id)}
            data-testid="make-with-print"
          >
            {t('decedents.picker.makeWith', { name: makeWith.name })}
          </Button>
        )}
        {state === 'usable' && mayOrder && !makeWith && (
          <Button
            component={Link}
            to={localize(memorialPiecePath(print))}
            mt="xs"
            size="xs"
            variant="light"
            data-testid="order-memorial-piece"
          >
            {t('decedents.memorial.order')}
          </Button>
        )}
        {canEdit && state !== 'destroyed' && (
          <Button
            mt="xs"
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => setDestroying(true)}
            data-testid="destroy-fingerprint"
          >
            {t('decedents.prints.destroy.open', { name })}
          </Button>
        )}
      </Stack>
      {destroying && <DestroyDialog print={print} onClose={() => setDestroying(false)} />}
    </Card>
  );
}
