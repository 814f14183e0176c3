import { useState } from 'react';
import { notifyError } from '../../lib/feedback';
import { useLang } from '../../lib/i18n/use-lang';
import { useTranslation } from '../../lib/i18n/use-translation';
import { openPdf, type PrintEnvironment, type PrintSubject } from './print-pdf';

/** The browser's side of a print: a new tab, or a download link when the browser refuses the tab. */
const browserPrint: PrintEnvironment = {
  openTab: () => window.open('', '_blank'),
  fallback: (url) => {
    const link = document.createElement('a');
    link.href = url;
    link.target = '_blank';
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  },
  notifyError,
};

/**
 * A print button's state: `print(key, load)` opens the PDF in a new tab, `printing` is the key of the print under way
 * (its button shows a spinner; a second click does not start another).
 */
export function usePrint(subject: PrintSubject) {
  const lang = useLang();
  const { t } = useTranslation();
  const [printing, setPrinting] = useState<string | null>(null);
  const print = async (key: string, load: () => Promise<Blob>) => {
    if (printing !== null) return false;
    setPrinting(key);
    try {
      return await openPdf(load, { lang, subject, preparing: t('finance.print.preparing') }, browserPrint);
    } finally {
      setPrinting(null);
    }
  };
  return { print, printing };
}
