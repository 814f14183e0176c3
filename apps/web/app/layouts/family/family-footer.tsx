import { Link } from 'react-router';
import { useOtherLanguage } from '../../lib/i18n/use-other-language';
import { useTranslation } from '../../lib/i18n/use-translation';

/**
 * The family page's only links: the same page in the other language (its token kept, so the family stays on its
 * link) and, in small print, who makes the pieces. Nothing of the store: no menu, cart, sign-in or wish list.
 */
export function FamilyFooter({ maker }: { maker: string | null }) {
  const { t } = useTranslation();
  const other = useOtherLanguage();
  return (
    <footer className="family-footer" data-testid="family-footer">
      <Link
        to={other.to}
        onClick={other.choose}
        hrefLang={other.lang}
        lang={other.lang}
        title={t(`language.switchTo.${other.lang}`)}
        data-testid="language-switcher"
      >
        {t(`language.names.${other.lang}`)}
      </Link>
      {maker && <p>{t('memorial.madeBy', { maker })}</p>}
    </footer>
  );
}
