import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { EmptyPdfError, openPdf, type PrintTab, printFailureMessage } from './print-pdf';

const tab = () => {
  const made = {
    document: { title: '', body: { textContent: '' as string | null } },
    location: { href: '' },
    closed: false as boolean,
    close: () => {
      made.closed = true;
    },
  } satisfies PrintTab & { closed: boolean };
  return made;
};

const pdf = () => new Blob(['%PDF-1.7\n'], { type: 'application/pdf' });
const options = { lang: 'en' as const, subject: 'invoice' as const, preparing: 'Preparing the PDF…' };

describe('print messages (spec §8, word for word)', () => {
  it('says the invoice cannot be found on a 404 or an empty answer, in both languages', () => {
    const notFound = new ApiError(404, [], [], 'HTTP 404');
    expect(printFailureMessage('en', 'invoice', notFound)).toBe(
      'The invoice that you are trying to print cannot be found',
    );
    expect(printFailureMessage('en', 'invoice', new EmptyPdfError())).toBe(
      'The invoice that you are trying to print cannot be found',
    );
    expect(printFailureMessage('fr', 'invoice', notFound)).toBe(
      'La facture que vous essayez d’imprimer est introuvable',
    );
  });

  it('says the report failed for any other failure, and for a credit memo that is missing', () => {
    expect(printFailureMessage('en', 'invoice', new ApiError(500, [], [], 'HTTP 500'))).toBe(
      'Error while printing report',
    );
    expect(printFailureMessage('en', 'invoice', new TypeError('Failed to fetch'))).toBe(
      'Error while printing report',
    );
    expect(printFailureMessage('en', 'creditMemo', new ApiError(404, [], [], 'HTTP 404'))).toBe(
      'Error while printing report',
    );
    expect(printFailureMessage('fr', 'creditMemo', new ApiError(500, [], [], 'HTTP 500'))).toBe(
      'Erreur lors de l’impression du rapport',
    );
  });
});

describe('opening a PDF in a new tab', () => {
  it('opens the tab at once with a notice, then shows the PDF in it', async () => {
    const opened = tab();
    const notifyError = vi.fn();
    let resolve: (blob: Blob) => void = () => undefined;
    const shown = openPdf(() => new Promise<Blob>((r) => (resolve = r)), options, {
      openTab: () => opened,
      fallback: vi.fn(),
      notifyError,
    });
    // Before the answer: the tab exists (opened inside the click) and says what is coming.
    expect(opened.document.title).toBe('Preparing the PDF…');
    expect(opened.document.body.textContent).toBe('Preparing the PDF…');
    resolve(pdf());
    await expect(shown).resolves.toBe(true);
    expect(opened.location.href).toMatch(/^blob:/);
    expect(opened.closed).toBe(false);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('closes the tab and shows the spec §8 message when the answer is a 404 or empty', async () => {
    for (const load of [
      () => Promise.reject(new ApiError(404, [], [], 'HTTP 404')),
      () => Promise.resolve(new Blob([], { type: 'application/pdf' })),
    ]) {
      const opened = tab();
      const notifyError = vi.fn();
      await expect(
        openPdf(load, options, { openTab: () => opened, fallback: vi.fn(), notifyError }),
      ).resolves.toBe(false);
      expect(opened.closed).toBe(true);
      expect(opened.location.href).toBe('');
      expect(notifyError).toHaveBeenCalledWith('The invoice that you are trying to print cannot be found');
    }
  });

  it('hands the PDF to the fallback when the browser refused the tab', async () => {
    const fallback = vi.fn();
    await expect(
      openPdf(() => Promise.resolve(pdf()), options, { openTab: () => null, fallback, notifyError: vi.fn() }),
    ).resolves.toBe(true);
    expect(fallback).toHaveBeenCalledWith(expect.stringMatching(/^blob:/));
  });
});
