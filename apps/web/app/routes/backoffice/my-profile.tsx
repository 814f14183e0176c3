import { hasPermission } from '@portal/shared';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/my-profile';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { useCreditCards } from '../../features/finance/public/get-credit-cards';
import { usePaymentOptions } from '../../features/finance/public/get-payment-options';
import { useInsertCard } from '../../features/finance/public/insert-card';
import { type NewCard, NewCardFields } from '../../features/finance/public/new-card-fields';
import { newPaymentKey } from '../../features/finance/public/pay-allocation';
import { ApiError } from '../../lib/api';
import { notifyDone } from '../../lib/feedback';
import { MyProfilePage } from '../../features/users/public/my-profile-page';
import { FamilyBrandingCard } from '../../features/family-links/public/family-branding-card';
import { ProductionMailChoiceCard } from '../../features/production/public/mail-choice-card';
import { cardLabel, CreditCardInfoDialog } from '../../features/users/public/credit-card-info-dialog';
import type { CreditCard } from '@portal/shared/finance/credit-card-schemas';
import { useLocalizePath } from '../../lib/i18n/use-lang';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCurrentUser } from '../../lib/session/session';

/**
 * Add a card (spec §2 my-profile "add card"): typed into the processor's hosted fields, so the card number never
 * reaches this page nor our server; the processor's single-use token is saved as the active customer's card.
 */
function AddCardDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const insertCard = useInsertCard();
  const [newCard, setNewCard] = useState<NewCard | null>(null);
  const onReady = useCallback((card: NewCard | null) => setNewCard(card), []);
  const [name, setName] = useState('');
  const [makeDefault, setMakeDefault] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [key, setKey] = useState(newPaymentKey);
  const [tokenizing, setTokenizing] = useState(false);
  const close = () => {
    setName('');
    setMakeDefault(false);
    setNameError(undefined);
    setFailure(null);
    setKey(newPaymentKey());
    onClose();
  };
  const save = async () => {
    if (!name.trim()) return setNameError(t('finance.card.nameRequired'));
    setNameError(undefined);
    if (!newCard) return;
    setFailure(null);
    setTokenizing(true);
    try {
      const token = await newCard.hosted.tokenize();
      const saved = await insertCard.mutateAsync({
        processor: newCard.processor.processor,
        body: { token, cardholderName: name.trim(), idempotencyKey: key, isDefault: makeDefault },
      });
      notifyDone('saved', `${saved.cardType.name} ${saved.maskedNumber}`);
      close();
    } catch (error) {
      // spec §8: a tokenisation failure reads 'Tokenization failed-status: {status}'; a refused save was toasted.
      setFailure(error instanceof ApiError ? t('people.cardRefused') : (error as Error).message);
    } finally {
      setTokenizing(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={t('people.addCard')} centered>
      {opened && (
        <Stack>
          <NewCardFields
            onReady={onReady}
            cardholderName={name}
            onCardholderName={setName}
            nameError={nameError}
          />
          <Checkbox
            label={t('people.makeDefaultCard')}
            checked={makeDefault}
            onChange={(event) => setMakeDefault(event.currentTarget.checked)}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              onClick={() => void save()}
              loading={tokenizing || insertCard.isPending}
              disabled={newCard === null}
              data-testid="add-card-save"
            >
              {t('people.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The credit card info card: the active customer's saved cards (the finance call), and adding one. */
function CreditCardInfo() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // spec §6: the cards are loaded only with CP_PAYMENTS:VIEWP.
  const allowed = hasPermission(user.permissions, 'CP_PAYMENTS:VIEWP') && user.activeCustomer !== null;
  const cards = useCreditCards(null, allowed);
  const options = usePaymentOptions(allowed);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<CreditCard | null>(null);
  if (!allowed) return null;
  const canAdd = (options.data?.cardProcessors.length ?? 0) > 0;
  return (
    <Card withBorder padding="lg" radius="md" data-testid="card-credit-cards">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {t('people.cards.creditCards')}
          </Title>
          {canAdd && (
            <Button size="xs" variant="light" onClick={() => setAdding(true)} data-testid="add-card">
              {t('people.addCard')}
            </Button>
          )}
        </Group>
        {(cards.data ?? []).length === 0 && <Text c="dimmed">{t('people.noCards')}</Text>}
        {(cards.data ?? []).map((card) => (
          <Group key={card.id} gap="sm" data-testid="saved-card">
            <Text size="sm" fw={600}>
              {cardLabel(card)}
            </Text>
            <Text size="sm" c="dimmed">
              {card.cardholderName} · {String(card.expMonth).padStart(2, '0')}/{card.expYear}
            </Text>
            {card.isDefault && (
              <Badge size="sm" variant="light">
                {t('people.default')}
              </Badge>
            )}
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={t('people.editCard', { card: cardLabel(card) })}
              onClick={() => setEditing(card)}
              data-testid="edit-card"
            >
              {t('people.edit')}
            </Button>
          </Group>
        ))}
      </Stack>
      <AddCardDialog opened={adding} onClose={() => setAdding(false)} />
      {editing && <CreditCardInfoDialog card={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

/** Staff and a customer's administrator manage the portal users from the users page. */
function UsersLink() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const user = useCurrentUser();
  const allowed = ['CP_USERS:VIEW', 'CP_MY_PROFILE:USERS'].some((p) => hasPermission(user.permissions, p));
  if (!allowed) return null;
  return (
    <Anchor component={Link} to={localize('/backoffice/users')} data-testid="manage-users">
      {t('people.users.manage')}
    </Anchor>
  );
}

/**
 * A funeral home's family page look: its administrator sets it here, staff for the customer they act
 * for; other customers have no decedent module, hence no family page.
 */
function familyPageToBrand(user: ReturnType<typeof useCurrentUser>): number | null {
  const allowed =
    hasPermission(user.permissions, 'CP_DECEDENTS:EDIT') &&
    (user.kind === 'staff' || hasPermission(user.permissions, 'CP_MY_PROFILE:USERS'));
  return allowed ? (user.activeCustomer?.id ?? null) : null;
}

/** /backoffice/my-profile: the signed-in user's cards (spec §2), each saved on its own. */
export default function MyProfile() {
  const user = useCurrentUser();
  const brandedCustomer = familyPageToBrand(user);
  return (
    <>
      <PageHeader actions={<UsersLink />} />
      <MyProfilePage paymentCards={<CreditCardInfo />} />
      {/* Stage e-mails go to the customer's users; staff receive none. */}
      {user.kind === 'customer' && <ProductionMailChoiceCard />}
      {brandedCustomer !== null && <FamilyBrandingCard key={brandedCustomer} customerId={brandedCustomer} />}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
