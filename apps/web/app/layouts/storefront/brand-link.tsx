import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useLocalizePath } from '../../lib/i18n/use-lang';

/** The company mark and name, linking to the landing page. */
export function BrandLink({ name, tone = 'dark' }: { name?: string; tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <UnstyledButton
      component={Link}
      to={localize('/')}
      aria-label={t('nav.homeLink', { name: name ?? t('app.name') })}
    >
      <Group gap={10} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <Text
          fw={700}
          fz={{ base: 'md', sm: 'lg' }}
          c={tone === 'dark' ? 'white' : 'brand.6'}
          lineClamp={1}
          maw={{ base: 160, md: 340 }}
          visibleFrom="xs"
        >
          {name ?? t('app.name')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
