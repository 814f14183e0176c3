import { Anchor, Button } from '@mantine/core';
import { useTranslation } from '../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useOtherLanguage } from '../lib/i18n/use-other-language';

/** Two languages, so one link to the same page in the other one (the choice is remembered, spec §9). */
export function LanguageSwitcher({
  tone = 'light',
  onSwitch,
}: {
  tone?: 'light' | 'dark';
  onSwitch?: () => void;
}) {
  const { t } = useTranslation();
  const other = useOtherLanguage();
  return (
    <Button
      component={Link}
      to={other.to}
      onClick={() => {
        other.choose();
        onSwitch?.();
      }}
      hrefLang={other.lang}
      lang={other.lang}
      title={t(`language.switchTo.${other.lang}`)}
      variant={tone === 'dark' ? 'subtle' : 'default'}
      color={tone === 'dark' ? 'gray.0' : undefined}
      c={tone === 'dark' ? 'white' : undefined}
      size="compact-md"
      data-testid="language-switcher"
    >
      {t(`language.names.${other.lang}`)}
    </Button>
  );
}

/** A plain text variant for footers. */
export function LanguageLink() {
  const { t } = useTranslation();
  const other = useOtherLanguage();
  return (
    <Anchor
      component={Link}
      to={other.to}
      onClick={other.choose}
      hrefLang={other.lang}
      lang={other.lang}
      c="inherit"
      underline="always"
    >
      {t(`language.names.${other.lang}`)}
    </Anchor>
  );
}
