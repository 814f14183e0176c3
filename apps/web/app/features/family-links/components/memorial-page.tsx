import './memorial-page.css';
import { memo, useState, type CSSProperties } from 'react';
import { Form, useNavigation } from 'react-router';
import { readableTextOn } from '@portal/shared/family-links/brand-colours';
import type { FamilyPage } from '@portal/shared/family-links/schemas';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useStoreCurrency } from '../../../lib/use-store-currency';
import type { MemorialView } from '../api/get-family-page';
import { FamilyOrderForm } from './family-order-form';
import { PieceDrawing, PieceDrawingDefs } from './piece-drawing';

/**
 * The PIN prompt: a plain form posted to the page's own action, so it works before (or without) the page's script and
 * the PIN never lands in the address.
 */
function PinPrompt({ error }: { error: string | null }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" className="memorial-pin" data-testid="memorial-pin">
      <h1>{t('memorial.pin.title')}</h1>
      <p>{t('memorial.pin.intro')}</p>
      <label htmlFor="memorial-pin-input">{t('memorial.pin.label')}</label>
      <input
        id="memorial-pin-input"
        name="pin"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{4,8}"
        maxLength={8}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'memorial-pin-error' : undefined}
      />
      {error && (
        <p id="memorial-pin-error" role="alert" className="memorial-error">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {t('memorial.pin.open')}
      </button>
    </Form>
  );
}

/**
 * A memorial piece drawn in its metal with the print where the piece carries it, and its price. The print is the
 * gallery's (PieceDrawingDefs): choosing another one redraws no piece.
 */
const Piece = memo(function Piece({ piece }: { piece: FamilyPage['pieces'][number] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const currency = useStoreCurrency();
  const metal = piece.metals.find((m) => m.id === piece.metalId);
  return (
    <li className="memorial-piece" data-testid="memorial-piece">
      <div className="memorial-piece-picture">
        <PieceDrawing
          shape={piece.shape}
          colour={metal?.colour ?? null}
          label={t('memorial.printOn', { name: piece.name })}
        />
      </div>
      <h3>{piece.name}</h3>
      {metal && <p className="memorial-piece-metal">{metal.name}</p>}
      {piece.price !== null && <p>{format.money(piece.price, currency)}</p>}
    </li>
  );
});

/**
 * The funeral home's colours as the page's custom properties, each with the text colour that stays readable on it
 * (≥ 4.5:1 whatever was chosen, brand-colours.ts); a colour not set leaves the page's own.
 */
function brandStyle(branding: FamilyPage['branding']): CSSProperties {
  const style: Record<string, string> = {};
  if (branding.primaryColour) {
    style['--memorial-primary'] = branding.primaryColour;
    style['--memorial-on-primary'] = readableTextOn(branding.primaryColour);
  }
  if (branding.accentColour) {
    style['--memorial-accent'] = branding.accentColour;
    style['--memorial-on-accent'] = readableTextOn(branding.accentColour);
  }
  return style;
}

/**
 * The family page of a memorial link (/memorial/{token}): the funeral home's name, logo and colours as the header, its
 * message, and the memorial pieces with the decedent's print on each, the order form and the retention policy. Built on
 * the browser's own elements, without Mantine or zod: the page stays within the storefront's first-load budget on a
 * phone.
 */
export function MemorialPage({ token, view }: { token: string; view: MemorialView }) {
  if ('pinPrompt' in view)
    return (
      <main id="main" tabIndex={-1}>
        <PinPrompt error={view.pinPrompt.error} />
      </main>
    );
  return <FamilyPageView token={token} page={view.page} />;
}

/** The funeral home's header: its logo and name on its main colour (or the page's own when it has none). */
function FuneralHomeHeader({ page }: { page: FamilyPage }) {
  const { t } = useTranslation();
  return (
    <header className="memorial-brand" data-testid="memorial-header">
      {page.branding.logoUrl && (
        <img
          className="memorial-logo"
          src={page.branding.logoUrl}
          alt={t('memorial.logoOf', { home: page.funeralHomeName })}
          height={56}
          data-testid="memorial-logo"
        />
      )}
      <p className="memorial-home">{page.funeralHomeName}</p>
    </header>
  );
}

/** The opened page: the print the family picks in the order form is the one drawn on every piece. */
function FamilyPageView({ token, page }: { token: string; page: FamilyPage }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [printId, setPrintId] = useState(page.prints[0]?.id);
  const print = page.prints.find((p) => p.id === printId) ?? page.prints[0];
  return (
    <div className="memorial-frame" style={brandStyle(page.branding)}>
      <FuneralHomeHeader page={page} />
      <main id="main" tabIndex={-1} className="memorial" data-testid="memorial-page">
        <h1>{t('memorial.title', { name: page.decedentName })}</h1>
        {page.message && <blockquote className="memorial-message">{page.message}</blockquote>}
        {print ? (
          <section aria-labelledby="memorial-pieces">
            <h2 id="memorial-pieces">{t('memorial.pieces')}</h2>
            <PieceDrawingDefs print={print.picture} />
            <ul className="memorial-pieces">
              {page.pieces.map((piece) => (
                <Piece key={piece.id} piece={piece} />
              ))}
            </ul>
          </section>
        ) : (
          <p>{t('memorial.noPrint', { home: page.funeralHomeName })}</p>
        )}
        {print && page.pieces.some((p) => p.price !== null) && (
          <FamilyOrderForm token={token} page={page} printId={print.id} onPrintChange={setPrintId} />
        )}
        <p className="memorial-retention" data-testid="memorial-retention">
          {page.retentionPolicy}
        </p>
        <p className="memorial-expiry">{t('memorial.expires', { date: format.date(page.expiresAt) })}</p>
      </main>
    </div>
  );
}
