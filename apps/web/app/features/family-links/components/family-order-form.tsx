import { placeFamilyOrder } from '@portal/shared/family-links/place-family-order';
import type { FamilyPage, PlacedFamilyOrder } from '@portal/shared/family-links/schemas';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api';
import { api } from '../../../lib/browser-api';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useStoreCurrency } from '../../../lib/use-store-currency';
import { newUuid } from '../../../lib/uuid';
import { mountHostedCard, type HostedCard } from '../../finance/public/hosted-card';
import { useCountries } from '../../reference/public/get-countries';
import { useStates } from '../../reference/public/get-states';

type Problem = { key: string; value: string };

/** One labelled text field of the order form, its error read out with it. */
function Field({
  name,
  label,
  problems,
  ...input
}: { name: string; label: string; problems: Problem[] } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = `family-${name.replace(/\W/g, '-')}`;
  const problem = problems.find((p) => p.key === name);
  return (
    <div className="memorial-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        {...input}
      />
      {problem && (
        <p id={`${id}-error`} className="memorial-error">
          {problem.value}
        </p>
      )}
    </div>
  );
}

/** Whether the element is, or has been, within a screen's height of the viewport. */
function useNearViewport(element: React.RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: '100% 0px',
      },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/**
 * The processor's card frame: the card number is typed there and never passes through this page. Its script is
 * loaded once the form comes `near` the screen, not with the page: the phone's first seconds go to the pieces
 * (docs/decisions.md "The family page's logo and colours, and its speed").
 */
function useHostedCard(
  processor: FamilyPage['cardProcessor'],
  frame: React.RefObject<HTMLDivElement | null>,
  near: boolean,
) {
  const [card, setCard] = useState<HostedCard | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!processor || !frame.current || !near) return;
    let cancelled = false;
    let mounted: HostedCard | null = null;
    mountHostedCard(processor, frame.current).then(
      (hosted) => {
        if (cancelled) return hosted.destroy();
        mounted = hosted;
        setCard(hosted);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      mounted?.destroy();
    };
  }, [processor, frame, near]);
  return { card, failed };
}

/**
 * The family's order and card payment, on the family page itself: a piece made from the print, how
 * many, who orders and where it goes, the opt-in for later messages (unchecked), and the card in the processor's
 * frame. One order key per form: after a declined card, another card pays the same order.
 */
export function FamilyOrderForm({
  token,
  page,
  printId,
  onPrintChange,
}: {
  token: string;
  page: FamilyPage;
  /** The print chosen, drawn on the pieces above the form. */
  printId: number;
  onPrintChange: (printId: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const currency = useStoreCurrency();
  const form = useRef<HTMLFormElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const orderKey = useRef(newUuid());
  // The card's script and the list of countries wait until the form comes near the screen, below two dozen pieces.
  const near = useNearViewport(form);
  const { card, failed } = useHostedCard(page.cardProcessor, frame, near);
  const countries = useCountries({ enabled: near });
  const [countryId, setCountryId] = useState<number | null>(null);
  const states = useStates(countryId);
  const pieces = page.pieces.filter((p) => p.price !== null);
  const [pieceId, setPieceId] = useState(pieces[0]?.id ?? 0);
  const piece = pieces.find((p) => p.id === pieceId);
  // The piece's own metal until the family picks another; the server prices whichever is sent (never this page).
  const [metalId, setMetalId] = useState(piece?.metalId ?? null);
  const metal = piece?.metals.find((m) => m.id === metalId);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [placed, setPlaced] = useState<PlacedFamilyOrder | null>(null);
  const price = metal?.price ?? piece?.price ?? 0;

  if (placed)
    return (
      <section className="memorial-order" aria-labelledby="memorial-order-title">
        <h2 id="memorial-order-title">{t('memorial.order.thanks')}</h2>
        <p role="status" data-testid="memorial-order-placed">
          {t(placed.state === 'paid' ? 'memorial.order.paid' : 'memorial.order.pending', {
            code: placed.orderCode,
            amount: format.money(placed.amount, placed.currencyCode),
          })}
        </p>
      </section>
    );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!card || !page.cardProcessor) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setBusy(true);
    setProblems([]);
    setRefusal(null);
    try {
      const cardToken = await card.tokenize();
      const answer = await api.send(
        placeFamilyOrder,
        {
          params: { token },
          body: {
            pieces: [
              {
                itemTypeId: pieceId,
                fingerprintId: printId,
                quantity,
                ...(metal ? { metalId: metal.id } : {}),
                variantIds: [],
              },
            ],
            buyer: { name: text('buyer.name'), email: text('buyer.email'), phone: text('buyer.phone') },
            shippingAddress: {
              name: text('buyer.name'),
              address1: text('shippingAddress.address1'),
              address2: text('shippingAddress.address2') || undefined,
              city: text('shippingAddress.city'),
              zip: text('shippingAddress.zip'),
              countryId: countryId ?? 0,
              stateId: form.get('shippingAddress.stateId')
                ? Number(form.get('shippingAddress.stateId'))
                : null,
            },
            marketingOptIn: form.get('marketingOptIn') === 'on',
            orderKey: orderKey.current,
            // A new key for each card attempt: a declined card is one attempt, the next card another.
            payment: { idempotencyKey: newUuid(), token: cardToken, processor: page.cardProcessor.processor },
          },
        },
        { anonymous: true, silent: true },
      );
      setPlaced(answer);
    } catch (error) {
      if (error instanceof ApiError) {
        setProblems(error.errorMessages);
        setRefusal(error.errorMessages.find((p) => p.key === 'card')?.value ?? error.message);
      } else setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="memorial-order" aria-labelledby="memorial-order-title">
      <h2 id="memorial-order-title">{t('memorial.order.title')}</h2>
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate data-testid="memorial-order-form">
        <div className="memorial-field">
          <label htmlFor="family-piece">{t('memorial.order.piece')}</label>
          <select
            id="family-piece"
            value={pieceId}
            onChange={(e) => {
              const chosen = pieces.find((p) => p.id === Number(e.currentTarget.value));
              setPieceId(chosen?.id ?? 0);
              setMetalId(chosen?.metalId ?? null);
            }}
          >
            {pieces.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} — {format.money(p.price ?? 0, currency)}
              </option>
            ))}
          </select>
        </div>
        {piece && piece.metals.length > 1 && (
          <div className="memorial-field">
            <label htmlFor="family-metal">{t('memorial.order.metal')}</label>
            <select
              id="family-metal"
              value={metalId ?? ''}
              onChange={(e) => setMetalId(Number(e.currentTarget.value))}
              data-testid="memorial-order-metal"
            >
              {piece.metals.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name} — {format.money(m.price, currency)}
                </option>
              ))}
            </select>
          </div>
        )}
        {page.prints.length > 1 && (
          <div className="memorial-field">
            <label htmlFor="family-print">{t('memorial.order.print')}</label>
            <select
              id="family-print"
              value={printId}
              onChange={(e) => onPrintChange(Number(e.currentTarget.value))}
            >
              {page.prints.map((p, i) => (
                <option key={p.id} value={p.id}>
                  {p.label ?? t('memorial.order.printNumber', { n: i + 1 })}
                </option>
              ))}
            </select>
          </div>
        )}
        <Field
          name="quantity"
          label={t('memorial.order.quantity')}
          problems={problems}
          type="number"
          min={1}
          max={10}
          value={quantity}
          onChange={(e) => setQuantity(Math.max(1, Math.min(10, Number(e.currentTarget.value) || 1)))}
        />
        <fieldset>
          <legend>{t('memorial.order.you')}</legend>
          <Field
            name="buyer.name"
            label={t('memorial.order.name')}
            problems={problems}
            autoComplete="name"
            required
          />
          <Field
            name="buyer.email"
            label={t('memorial.order.email')}
            problems={problems}
            type="email"
            autoComplete="email"
            required
          />
          <Field
            name="buyer.phone"
            label={t('memorial.order.phone')}
            problems={problems}
            type="tel"
            autoComplete="tel"
            required
          />
        </fieldset>
        <fieldset>
          <legend>{t('memorial.order.shipTo')}</legend>
          <Field
            name="shippingAddress.address1"
            label={t('memorial.order.address1')}
            problems={problems}
            autoComplete="address-line1"
            required
          />
          <Field
            name="shippingAddress.address2"
            label={t('memorial.order.address2')}
            problems={problems}
            autoComplete="address-line2"
          />
          <Field
            name="shippingAddress.city"
            label={t('memorial.order.city')}
            problems={problems}
            autoComplete="address-level2"
            required
          />
          <Field
            name="shippingAddress.zip"
            label={t('memorial.order.zip')}
            problems={problems}
            autoComplete="postal-code"
            required
          />
          <div className="memorial-field">
            <label htmlFor="family-country">{t('memorial.order.country')}</label>
            <select
              id="family-country"
              value={countryId ?? ''}
              onChange={(e) => setCountryId(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
              required
            >
              <option value="">{t('memorial.order.choose')}</option>
              {(countries.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          {(states.data ?? []).length > 0 && (
            <div className="memorial-field">
              <label htmlFor="family-state">{t('memorial.order.state')}</label>
              <select id="family-state" name="shippingAddress.stateId" required>
                <option value="">{t('memorial.order.choose')}</option>
                {states.data!.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
          )}
        </fieldset>
        <div className="memorial-check">
          <input id="family-opt-in" type="checkbox" name="marketingOptIn" />
          <label htmlFor="family-opt-in">{t('memorial.order.optIn', { home: page.funeralHomeName })}</label>
        </div>
        <fieldset>
          <legend>{t('memorial.order.card')}</legend>
          {!page.cardProcessor || failed ? (
            <p role="alert" className="memorial-error">
              {t('memorial.order.noCard')}
            </p>
          ) : (
            <div ref={frame} className="memorial-card-frame" data-testid="memorial-card-frame" />
          )}
        </fieldset>
        {refusal && (
          <div role="alert" className="memorial-error" data-testid="memorial-order-error">
            <p>{refusal}</p>
            {problems
              .filter((p) => p.key !== 'card')
              .map((p) => (
                <p key={p.key}>{p.value}</p>
              ))}
          </div>
        )}
        <button type="submit" disabled={busy || !card} data-testid="memorial-order-pay">
          {t('memorial.order.pay', { amount: format.money(price * quantity, currency) })}
        </button>
      </form>
    </section>
  );
}
