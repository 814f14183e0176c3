import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { CreditCard } from '@portal/shared/finance/credit-card-schemas';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../../lib/api';
import { notifyDone, operationFailedMessage } from '../../../../lib/feedback';
import { useLang } from '../../../../lib/i18n/use-lang';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useSaveCreditCardInfo } from '../api/save-credit-card-info';

/** How a person recognises a saved card: its brand and last four digits. */
export const cardLabel = (card: CreditCard) => `${card.cardType.name} ${card.maskedNumber}`;

/**
 * The credit card info card's edit (POST /User/CreditCardInfo): the name on the card, its billing postal code and
 * whether it is the default card. The number and the security code are not fields here, ever: they stay at the
 * processor (spec §3 Credit card; a card is added through the processor's hosted fields).
 */
export function CreditCardInfoDialog({ card, onClose }: { card: CreditCard; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const save = useSaveCreditCardInfo();
  const [name, setName] = useState(card.cardholderName);
  const [postalCode, setPostalCode] = useState(card.billingPostalCode ?? '');
  const [isDefault, setIsDefault] = useState(card.isDefault);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ cardholderName: t('finance.card.nameRequired') });
    setErrors({});
    setFailure(null);
    save.mutate(
      { creditCardId: card.id, cardholderName: name, billingPostalCode: postalCode, isDefault },
      {
        onSuccess: () => {
          notifyDone('saved', cardLabel(card));
          onClose();
        },
        onError: (error) => {
          const byField = error instanceof ApiError ? error.errorMessages : [];
          setErrors(Object.fromEntries(byField.map((m) => [m.key, m.value])));
          // spec §8: 'Error occured while saving{name}!'.
          setFailure(operationFailedMessage(lang, 'save', cardLabel(card)));
        },
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={t('people.editCardTitle', { card: cardLabel(card) })} centered>
      <form onSubmit={submit} noValidate data-testid="card-info-form">
        <Stack>
          <TextInput
            label={t('finance.card.cardholderName')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.cardholderName}
            maxLength={100}
            autoComplete="cc-name"
            required
          />
          <TextInput
            label={t('people.billingPostalCode')}
            value={postalCode}
            onChange={(event) => setPostalCode(event.currentTarget.value)}
            error={errors.billingPostalCode}
            maxLength={20}
            autoComplete="billing postal-code"
          />
          <Checkbox
            label={t('people.makeDefaultCard')}
            checked={isDefault}
            onChange={(event) => setIsDefault(event.currentTarget.checked)}
          />
          <Text size="sm" c="dimmed">
            {t('people.cardNumberKept')}
          </Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="card-info-save">
              {t('people.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
