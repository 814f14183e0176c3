import { Card, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import {
  PRODUCTION_MAIL_CHOICES,
  type ProductionMailChoice,
} from '@portal/shared/production/production-mail-choice';
import { notifySuccess } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useProductionMailChoice, useSaveProductionMailChoice } from '../api/production-mail-choice';

/** My profile: which production stage changes of the customer's jobs the user is e-mailed. */
export function ProductionMailChoiceCard() {
  const { t } = useTranslation();
  const current = useProductionMailChoice();
  const save = useSaveProductionMailChoice();
  return (
    <Card withBorder padding="lg" mt="lg" data-testid="production-mail-choice">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('production.mailChoice.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('production.mailChoice.help')}
        </Text>
        {current.data ? (
          <Radio.Group
            value={save.isPending && save.variables ? save.variables : current.data.choice}
            onChange={(value) =>
              save.mutate(value as ProductionMailChoice, {
                onSuccess: () => notifySuccess(t('production.mailChoice.saved')),
              })
            }
            aria-label={t('production.mailChoice.title')}
          >
            <Stack gap="xs">
              {PRODUCTION_MAIL_CHOICES.map((choice) => (
                <Radio
                  key={choice}
                  value={choice}
                  label={t(`production.mailChoice.${choice}`)}
                  data-testid={`production-mail-choice-${choice}`}
                />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Loader size="sm" aria-label={t('app.loading')} />
        )}
      </Stack>
    </Card>
  );
}
