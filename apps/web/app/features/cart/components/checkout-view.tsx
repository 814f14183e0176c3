import './cart-view.css';

import { Anchor, Button, Stack } from '@mantine/core';
import type { CartView } from '../api/get-cart';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Notice } from '../../../components/notice';
import { notifyError } from '../../../lib/feedback';
import { hasErrors, validateCheckoutAddresses } from '../address-validation';
import { useCountries } from '../../reference/public/get-countries';
import { useCustomerAddresses } from '../api/get-customer-addresses';
import { useIncomingOrderAttributes } from '../api/get-incoming-order-attributes';
import { useShippingMethodsForCheckout } from '../api/get-shipping-methods-for-checkout';
import { useStatesOf } from '../../reference/public/get-states-of-countries';
import { useUpdateExtraInfo } from '../api/update-extra-info';
import {
  browserStorage,
  type CheckoutAddress,
  type CheckoutAddresses,
  emptyCheckout,
  readCheckoutAddresses,
  saveCheckoutAddresses,
} from '../checkout-storage';
import {
  checkoutFromSavedAddresses,
  missingAnswers,
  type OrderAnswers,
  shipToAddress,
  submitOrderRequest,
} from '../checkout-submission';
import { useCheckoutSync } from '../use-checkout-sync';
import { type CheckoutPayNow, useOrderSending } from '../use-order-sending';
import { AddressFieldset } from './address-fieldset';
import { CheckoutDetailsCard } from './checkout-details-card';
import { CartLoading } from './cart-status';
import { memorialAnswers } from '../memorial-answers';
import { CheckoutPhoneBar } from './checkout-phone-bar';
import { CheckoutShippingCard } from './checkout-shipping-card';
import { OrderSummary } from './order-summary';
import { RepricingNotice } from './repricing-notice';
import { ShippingMethodPicker } from './shipping-method-picker';
import { micros, toNumber } from '@portal/shared/platform/decimal';
import { withRushFee } from '@portal/shared/production/rush-rules';
import { type RushChoice, RushTierPicker, useRushFeeLine } from '../../production/public/rush';

/** Focus the first field that shows an error, once the errors are on screen. */
function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    // Inputs with an error say so; a group of radio buttons with an error is marked on the group.
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-has-error] [role="radio"]');
    field?.focus();
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

/**
 * The checkout of the cart of `cart.customerId` (spec §3 Checkout addresses, §5, §7 submitOrder): sell-to, billing and
 * shipping addresses, the shipping method, the order's details and questions, then the submission. The addresses are
 * kept in browser storage; the tax and the shipping price follow the addresses on the server's cart.
 */
export function CheckoutView({
  cart,
  customerId,
  asStaff,
  currency,
  cartPath,
  landing = 'list',
  payNow,
}: {
  cart: CartView;
  /** The customer the order is for (the cart's). */
  customerId: number;
  /** Staff ordering on the customer's behalf: the customer's saved addresses are asked for by id. */
  asStaff: boolean;
  currency: string;
  /** The cart page, localized: "review the cart" goes back there. */
  cartPath: string;
  /**
   * Where the user lands after submitting: the storefront's order confirmation (spec §1), or the list of the order's
   * kind on tab new (spec §4, the back-office).
   */
  landing?: 'confirmation' | 'list';
  /** Paying by card while submitting, when the payer may (the route composes it from the finance feature). */
  payNow?: CheckoutPayNow;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);

  const countries = useCountries();
  const saved = useCustomerAddresses(customerId, asStaff);
  const questions = useIncomingOrderAttributes();
  const { send: sendOrder, sending, serverProblems, busy } = useOrderSending({ cart, landing, payNow });
  const saveDetails = useUpdateExtraInfo();

  // What the user changed since opening the page; before that, what was stored, else the saved addresses.
  const [edited, setEdited] = useState<CheckoutAddresses | null>(null);
  const extra = cart.shoppingCartExtraInfo;
  const initial = useMemo((): CheckoutAddresses | null => {
    const stored = readCheckoutAddresses(browserStorage(), customerId);
    if (!stored && saved.isPending) return null;
    const base =
      stored ?? (saved.data ? checkoutFromSavedAddresses(customerId, saved.data) : emptyCheckout(customerId));
    // The cart page edits the PO number and notes on the server: the cart's values win.
    return {
      ...base,
      pONumber: extra.poNumber ?? base.pONumber,
      notes: extra.notes ?? base.notes,
      customerWoNumber: extra.customerWoNumber ?? base.customerWoNumber,
      // Another browser has no stored checkout: the method chosen on the cart is kept.
      shippingMethodID: base.shippingMethodID ?? cart.shippingMethodId,
    };
  }, [
    customerId,
    saved.isPending,
    saved.data,
    extra.poNumber,
    extra.notes,
    extra.customerWoNumber,
    cart.shippingMethodId,
  ]);
  const checkout = edited?.customerID === customerId ? edited : initial;

  const [typedAnswers, setAnswers] = useState<OrderAnswers>({});
  // A memorial line already names the decedent: that question is answered, not asked again.
  const given = memorialAnswers(questions.data ?? [], cart.items);
  const answers: OrderAnswers = { ...typedAnswers, ...given };
  const [attempted, setAttempted] = useState(false);
  // The rush tier and needed-by day: the tier's fee is charged on the order, on the goods after discount.
  const [rush, setRush] = useState<RushChoice>({ tierId: null, neededBy: '' });
  const goods = toNumber(micros(cart.subTotal) - micros(cart.discountValue));
  const rushLine = useRushFeeLine(rush, goods);
  // The totals with the fee as the order's line, taxed with the goods: what the server stores and the invoice carries.
  const totals = withRushFee(cart, rushLine?.fee ?? 0);

  const shipTo: CheckoutAddress | null = checkout ? shipToAddress(checkout) : null;
  const countryIds = checkout
    ? [checkout.sellToAddress, checkout.billingAddress, checkout.shippingAddress]
        .map((address) => address.countryId)
        .filter((id): id is number => id !== null)
    : [];
  const statesByCountry = useStatesOf(countryIds);
  const hasStates = (countryId: number) => (statesByCountry.get(countryId)?.length ?? 0) > 0;
  const shipToStatesKnown = shipTo?.countryId != null && statesByCountry.has(shipTo.countryId);
  const destination =
    shipTo?.countryId != null &&
    shipToStatesKnown &&
    (shipTo.stateId !== null || !hasStates(shipTo.countryId))
      ? { countryId: shipTo.countryId, stateId: shipTo.stateId }
      : null;
  const methods = useShippingMethodsForCheckout(cart.sessionId, destination);
  const currentMethods = methods.isPlaceholderData ? undefined : methods.data;
  const selectedMethod = currentMethods?.find((m) => m.id === checkout?.shippingMethodID) ?? null;

  const { syncing } = useCheckoutSync({
    cart,
    enabled: checkout !== null,
    billingStateId: checkout?.billingAddress.stateId ?? null,
    shippingStateId: shipTo?.stateId ?? null,
    destination,
    method: currentMethods ? selectedMethod : undefined,
  });

  if (!checkout) return <CartLoading />;

  const update = (patch: Partial<CheckoutAddresses>) => {
    const next = { ...checkout, ...patch };
    setEdited(next);
    saveCheckoutAddresses(browserStorage(), next);
  };

  const addressErrors = attempted ? validateCheckoutAddresses(checkout, hasStates) : {};
  const unanswered = attempted ? missingAnswers(questions.data ?? [], answers) : [];
  const methodError =
    attempted && currentMethods && currentMethods.length > 0 && !selectedMethod
      ? t('checkout.errors.shippingMethodRequired')
      : undefined;
  // The button waits for what the order needs: the methods offered at the address, and the server's totals in step.
  const waiting = (destination !== null && currentMethods === undefined) || syncing;
  const submitLabel = payNow?.chosen ? t('checkout.submitAndPay') : t('checkout.submit');

  /** The PO number, notes and work order number live on the server's cart too (the cart page shows them). */
  const saveDetailsToCart = () => {
    const same =
      checkout.pONumber.trim() === (extra.poNumber ?? '') &&
      checkout.notes.trim() === (extra.notes ?? '') &&
      checkout.customerWoNumber.trim() === (extra.customerWoNumber ?? '');
    if (same) return;
    saveDetails.mutate(
      {
        sessionId: cart.sessionId,
        poNumber: checkout.pONumber.trim() || null,
        notes: checkout.notes.trim() || null,
        customerWoNumber: checkout.customerWoNumber.trim() || null,
      },
      { onError: () => notifyError(t('cart.errors.updateFailed')) },
    );
  };

  const send = () =>
    sendOrder(checkout, (idempotencyKey) => ({
      ...submitOrderRequest(
        { ...checkout, shippingMethodID: selectedMethod?.id ?? null },
        { sessionId: cart.sessionId, idempotencyKey, questions: questions.data ?? [], answers },
      ),
      // The total on screen: if shipping, tax or a discount changed it meanwhile, the server places nothing and says so.
      expectedGrandTotal: totals.grandTotal,
      rushTierId: rush.tierId,
      neededBy: rush.tierId !== null && rush.neededBy ? rush.neededBy : null,
    }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending || busy() || waiting) return;
    setAttempted(true);
    const invalid =
      hasErrors(validateCheckoutAddresses(checkout, hasStates)) ||
      missingAnswers(questions.data ?? [], answers).length > 0 ||
      (currentMethods !== undefined && currentMethods.length > 0 && !selectedMethod);
    if (invalid) {
      notifyError(t('checkout.errors.fixFields'));
      focusFirstError(formRef.current);
      return;
    }
    send();
  };

  const setAddress =
    (role: 'sellToAddress' | 'billingAddress' | 'shippingAddress') => (next: CheckoutAddress) =>
      update({ [role]: next });
  const addresses = saved.data ?? [];
  const countryList = countries.data ?? [];

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate data-testid="checkout-form">
      <div className="cart-layout">
        <div>
          <Stack gap="lg">
            <RepricingNotice cart={cart} currency={currency} />
            {saved.isError && <Notice tone="alert">{t('checkout.errors.customerFailed')}</Notice>}
            <AddressFieldset
              role="sellToAddress"
              legend={t('checkout.sellTo')}
              value={checkout.sellToAddress}
              onChange={setAddress('sellToAddress')}
              errors={addressErrors.sellToAddress ?? {}}
              saved={addresses}
              countries={countryList}
            />
            <AddressFieldset
              role="billingAddress"
              legend={t('checkout.billing')}
              value={checkout.billingAddress}
              onChange={setAddress('billingAddress')}
              errors={addressErrors.billingAddress ?? {}}
              saved={addresses}
              countries={countryList}
            />

            <CheckoutShippingCard
              checkout={checkout}
              update={update}
              errors={addressErrors.shippingAddress ?? {}}
              saved={addresses}
              countries={countryList}
            >
              <ShippingMethodPicker
                methods={currentMethods}
                loading={methods.isFetching}
                failed={methods.isError}
                addressComplete={destination !== null}
                value={selectedMethod?.id ?? null}
                onChange={(method) => update({ shippingMethodID: method.id })}
                error={methodError}
                currency={currency}
              />
            </CheckoutShippingCard>
            <CheckoutDetailsCard
              checkout={checkout}
              update={update}
              onDetailsDone={saveDetailsToCart}
              questions={questions}
              answers={answers}
              given={given}
              onAnswer={(id, value) => setAnswers((current) => ({ ...current, [id]: value }))}
              unanswered={unanswered}
            />
            <RushTierPicker goods={goods} currency={currency} value={rush} onChange={setRush} />
            {payNow?.section}
          </Stack>
        </div>

        <div>
          <Stack
            gap="md"
            style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 0px) + 16px)' }}
          >
            <OrderSummary cart={totals} currency={currency} charges={rushLine ? [rushLine] : []}>
              {serverProblems.length > 0 && (
                <Notice tone="alert" title={t('checkout.errors.serverProblems')}>
                  <ul>
                    {serverProblems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                </Notice>
              )}
              <Button
                type="submit"
                size="md"
                fullWidth
                loading={sending || waiting}
                disabled={sending || waiting || cart.items.length === 0}
                data-testid="submit-order"
              >
                {submitLabel}
              </Button>
              <Anchor component={Link} to={cartPath} size="sm" ta="center">
                {t('checkout.backToCart')}
              </Anchor>
            </OrderSummary>
          </Stack>
        </div>
      </div>
      <CheckoutPhoneBar
        grandTotal={totals.grandTotal}
        currency={currency}
        pending={sending || waiting}
        disabled={sending || waiting || cart.items.length === 0}
        label={submitLabel}
      />
    </form>
  );
}
