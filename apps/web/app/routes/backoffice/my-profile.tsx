import { hasPermission } from '@portal/shared';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Route } from './+types/my-profile';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { useCreditCards } from '../../features/finance/api/get-credit-cards';
import { MyProfilePage } from '../../features/profile/components/my-profile-page';
import { useLocalizePath } from '../../lib/i18n/use-lang';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCurrentUser } from '../../lib/session/session';

/** The credit card info card: the active customer's saved cards, read through the finance screens' call. */
function CreditCardInfo() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // spec §6: the cards are loaded only with CP_PAYMENTS:VIEWP.
  const allowed = hasPermission(user.permissions, 'CP_PAYMENTS:VIEWP') && user.activeCustomer !== null;
  const cards = useCreditCards(null, allowed);
  if (!allowed) return null;
  return (
    <Card withBorder padding="lg" radius="md" data-testid="card-credit-cards">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('people.cards.creditCards')}
        </Title>
        {(cards.data ?? []).length === 0 && <Text c="dimmed">{t('people.noCards')}</Text>}
        {(cards.data ?? []).map((card) => (
          <Group key={card.id} gap="sm">
            <Text size="sm" fw={600}>
              {card.cardType.name} {card.maskedNumber}
            </Text>
            <Text size="sm" c="dimmed">
              {card.cardholderName} · {String(card.expMonth).padStart(2, '0')}/{card.expYear}
            </Text>
            {card.isDefault && (
              <Badge size="sm" variant="light">
                {t('people.default')}
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
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

/** /backoffice/my-profile: the signed-in user's cards (spec §2), each saved on its own. */
export default function MyProfile() {
  return (
    <>
      <PageHeader actions={<UsersLink />} />
      <MyProfilePage paymentCards={<CreditCardInfo />} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
