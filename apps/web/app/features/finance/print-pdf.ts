import { ApiError } from '../../lib/api';
import { translator } from '../../lib/i18n/i18n';
import type { Lang } from '../../pages';

/** What a print is of: spec §8 names the invoice's "cannot be found"; any other failure is the report's. */
export type PrintSubject =
  | 'invoice'
  | 'creditMemo'
  | 'quote'
  | 'jobBag'
  | 'statement'
  | 'memoLabel'
  | 'proofApproval'
  | 'authorization';

/** An answer without bytes: spec §8 treats it as a missing invoice. */
export class EmptyPdfError extends Error {
  constructor() {
    super('The PDF answer was empty');
    this.name = 'EmptyPdfError';
  }
}

/**
 * spec §8, word for word: 'The invoice that you are trying to print cannot be found' when an invoice print gets 404 or
 * an empty result, 'Error while printing report' for any other failure.
 */
export function printFailureMessage(lang: Lang, subject: PrintSubject, error: unknown): string {
  const t = translator(lang);
  const missing = error instanceof EmptyPdfError || (error instanceof ApiError && error.status === 404);
  return t(subject === 'invoice' && missing ? 'finance.print.invoiceNotFound' : 'finance.print.failed');
}

/** The part of a browser tab a print uses. */
export interface PrintTab {
  document: { title: string; body: { textContent: string | null } | null };
  location: { href: string };
  close(): void;
}

export interface PrintEnvironment {
  /** Opens an empty tab (window.open); null when the browser refused it. */
  openTab: () => PrintTab | null;
  /** Shows the PDF when no tab could be opened (a download). */
  fallback: (url: string) => void;
  notifyError: (message: string) => void;
}

/** How long the PDF's address stays valid: the tab has read it long before (a reload after that asks again). */
const URL_LIFETIME_MS = 60_000;

/**
 * Opens a PDF from the API in a new tab (spec §7: "pdf, opened in a new tab"). The tab is opened at once, inside the
 * click, with a "preparing" line: a tab opened after the wait would be taken for a pop-up and blocked. On a failure
 * the tab is closed and the spec §8 message shown. Resolves true when the PDF was shown.
 */
export async function openPdf(
  load: () => Promise<Blob>,
  { lang, subject, preparing }: { lang: Lang; subject: PrintSubject; preparing: string },
  env: PrintEnvironment,
): Promise<boolean> {
  const tab = env.openTab();
  if (tab) {
    tab.document.title = preparing;
    if (tab.document.body) tab.document.body.textContent = preparing;
  }
  try {
    const pdf = await load();
    if (pdf.size === 0) throw new EmptyPdfError();
    const url = URL.createObjectURL(
      pdf.type === 'application/pdf' ? pdf : new Blob([pdf], { type: 'application/pdf' }),
    );
    if (tab) tab.location.href = url;
    else env.fallback(url);
    setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
    return true;
  } catch (error) {
    tab?.close();
    env.notifyError(printFailureMessage(lang, subject, error));
    return false;
  }
}
