import { Anchor, Button } from '@mantine/core';
import { useTranslation } from '../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import type { Lang } from '../pages';
import { saveLocaleCookie } from '../lib/i18n/locale-cookie';
import { switchLangPath } from '../lib/i18n/paths';
import { useLang } from '../lib/i18n/use-lang';

/**
 * Two languages, so one link to the same page in the other one. Choosing it stores the choice in the i18n_redirected
 * cookie (spec §9), which sends / to /fr next time.
 */
export function LanguageSwitcher({
  tone = 'light',
  onSwitch,
}: {
  tone?: 'light' | 'dark';
  onSwitch?: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const other: Lang = lang === 'en' ? 'fr' : 'en';
  const target = switchLangPath(location.pathname, location.search, other);
  const name = t(`language.names.${other}`);

  return (
    <Button
      component={Link}
      to={target}
      onClick={() => {
        saveLocaleCookie(other);
        onSwitch?.();
      }}
      hrefLang={other}
      lang={other}
      title={t(`language.switchTo.${other}`)}
      variant={tone === 'dark' ? 'subtle' : 'default'}
      color={tone === 'dark' ? 'gray.0' : undefined}
      c={tone === 'dark' ? 'white' : undefined}
      size="compact-md"
      data-testid="language-switcher"
    >
      {name}
    </Button>
  );
}

/** A plain text variant for footers. */
export function LanguageLink() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const other: Lang = lang === 'en' ? 'fr' : 'en';
  return (
    <Anchor
      component={Link}
      to={switchLangPath(location.pathname, location.search, other)}
      onClick={() => saveLocaleCookie(other)}
      hrefLang={other}
      lang={other}
      c="inherit"
      underline="always"
    >
      {t(`language.names.${other}`)}
    </Anchor>
  );
}
