import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Grid,
  List,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { CartView } from '../api/get-cart';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/feedback';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { hasErrors, validateCheckoutAddresses } from '../address-validation';
import { useCountries } from '../api/get-countries';
import { useCustomerAddresses } from '../api/get-customer-addresses';
import { useIncomingOrderAttributes } from '../api/get-incoming-order-attributes';
import { useShippingMethodsForCheckout } from '../api/get-shipping-methods-for-checkout';
import { useStatesOf } from '../api/get-states';
import { cartKeys } from '../api/keys';
import { useSubmitOrder } from '../api/submit-order';
import { useUpdateExtraInfo } from '../api/update-extra-info';
import { forgetCartSessionId, newCartSessionId } from '../cart-session';
import {
  afterSubmission,
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
  orderConfirmationPath,
  orderListPath,
  shipToAddress,
  submitOrderRequest,
} from '../checkout-submission';
import { sameRingSizeClashes } from '../same-ring-size';
import { useCheckoutSync } from '../use-checkout-sync';
import { AddressFieldset } from './address-fieldset';
import { CartLoading } from './cart-status';
import { CheckoutPhoneBar } from './checkout-phone-bar';
import { OrderQuestions } from './order-questions';
import { OrderSummary } from './order-summary';
import { RepricingNotice } from './repricing-notice';
import { SameRingSizeModal } from './same-ring-size-modal';
import { ShippingMethodPicker } from './shipping-method-picker';

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
}) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);

  const countries = useCountries();
  const saved = useCustomerAddresses(customerId, asStaff);
  const questions = useIncomingOrderAttributes();
  const submit = useSubmitOrder();
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

  const [answers, setAnswers] = useState<OrderAnswers>({});
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const [confirmingRings, setConfirmingRings] = useState(false);
  // spec §7: one key per checkout attempt, sent again when the same attempt is retried.
  const idempotencyKey = useRef<string | null>(null);
  const submitting = useRef(false);

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

  useCheckoutSync({
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
  const clashes = sameRingSizeClashes(cart.items);

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

  const send = () => {
    if (submitting.current) return;
    submitting.current = true;
    idempotencyKey.current ??= newCartSessionId();
    setServerProblems([]);
    const request = submitOrderRequest(
      { ...checkout, shippingMethodID: selectedMethod?.id ?? null },
      {
        sessionId: cart.sessionId,
        idempotencyKey: idempotencyKey.current,
        questions: questions.data ?? [],
        answers,
      },
    );
    submit.mutate(request, {
      onSuccess: (order) => {
        idempotencyKey.current = null;
        // spec §8 success message, then spec §4: the cart is cleared and the user goes to the order type's list.
        notifySuccess(t('checkout.created', { order_code: order.order_code }));
        saveCheckoutAddresses(browserStorage(), afterSubmission(checkout));
        forgetCartSessionId();
        queryClient.removeQueries({ queryKey: cartKeys.session(cart.sessionId) });
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        void queryClient.invalidateQueries({ queryKey: cartKeys.shipping });
        void navigate(
          localize(
            landing === 'confirmation'
              ? orderConfirmationPath(order.order_code)
              : orderListPath(order.jobTypeCode),
          ),
        );
      },
      onError: (error) => {
        submitting.current = false;
        const refusal =
          error instanceof ApiError ? error.errorMessages.find((m) => m.key === 'jobInsertError') : undefined;
        // spec §8: a refusal of the business is shown as the server wrote it; anything else gets the generic message.
        notifyError(refusal ? refusal.value : t('checkout.errors.submitFailed'));
        if (!(error instanceof ApiError)) return;
        // A definite answer ends this attempt; a lost connection or a server failure may be retried with the same key.
        if (error.status >= 400 && error.status < 500) idempotencyKey.current = null;
        if (error.status === 400) setServerProblems(error.userMessages);
        if (error.status === 409 || error.status === 404) {
          void queryClient.invalidateQueries({ queryKey: cartKeys.all });
          void queryClient.invalidateQueries({ queryKey: cartKeys.shipping });
        }
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending || submitting.current) return;
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
    if (clashes.length > 0) return setConfirmingRings(true);
    send();
  };

  const setAddress =
    (role: 'sellToAddress' | 'billingAddress' | 'shippingAddress') => (next: CheckoutAddress) =>
      update({ [role]: next });
  const addresses = saved.data ?? [];
  const countryList = countries.data ?? [];

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate data-testid="checkout-form">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            <RepricingNotice cart={cart} currency={currency} />
            {saved.isError && (
              <Alert color="red" variant="light">
                {t('checkout.errors.customerFailed')}
              </Alert>
            )}
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

            <Card withBorder radius="md" padding="md">
              <Title order={2} fz="h4" mb="sm">
                {t('checkout.shipping')}
              </Title>
              <Stack gap="xs" mb="md">
                <Checkbox
                  label={t('checkout.useDifferentShipping')}
                  checked={checkout.useDifferentShippingAddress}
                  onChange={(event) =>
                    update({
                      useDifferentShippingAddress: event.currentTarget.checked,
                      shipToSellToAddress: event.currentTarget.checked ? false : checkout.shipToSellToAddress,
                    })
                  }
                  data-testid="use-different-shipping"
                />
                <Checkbox
                  label={t('checkout.shipToSellTo')}
                  checked={checkout.shipToSellToAddress}
                  onChange={(event) =>
                    update({
                      shipToSellToAddress: event.currentTarget.checked,
                      useDifferentShippingAddress: event.currentTarget.checked
                        ? false
                        : checkout.useDifferentShippingAddress,
                    })
                  }
                  data-testid="ship-to-sell-to"
                />
                {!checkout.useDifferentShippingAddress && (
                  <Text size="sm" c="dimmed">
                    {checkout.shipToSellToAddress
                      ? t('checkout.shipsToSellTo')
                      : t('checkout.shipsToBilling')}
                  </Text>
                )}
              </Stack>
              {checkout.useDifferentShippingAddress && (
                <AddressFieldset
                  role="shippingAddress"
                  legend={t('checkout.shippingAddress')}
                  value={checkout.shippingAddress}
                  onChange={setAddress('shippingAddress')}
                  errors={addressErrors.shippingAddress ?? {}}
                  saved={addresses}
                  countries={countryList}
                />
              )}
              <Stack mt="md" gap="xs">
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
              </Stack>
            </Card>

            <Card withBorder radius="md" padding="md">
              <Title order={2} fz="h4" mb="sm">
                {t('cart.extra.title')}
              </Title>
              <Stack gap="sm">
                <TextInput
                  label={t('cart.extra.poNumber')}
                  value={checkout.pONumber}
                  onChange={(event) => update({ pONumber: event.currentTarget.value })}
                  onBlur={saveDetailsToCart}
                  maxLength={60}
                  data-testid="checkout-po-number"
                />
                <TextInput
                  label={t('checkout.customerWoNumber')}
                  value={checkout.customerWoNumber}
                  onChange={(event) => update({ customerWoNumber: event.currentTarget.value })}
                  onBlur={saveDetailsToCart}
                  maxLength={60}
                  data-testid="checkout-wo-number"
                />
                <Textarea
                  label={t('cart.extra.notes')}
                  value={checkout.notes}
                  onChange={(event) => update({ notes: event.currentTarget.value })}
                  onBlur={saveDetailsToCart}
                  maxLength={2000}
                  autosize
                  minRows={2}
                  maxRows={6}
                  data-testid="checkout-notes"
                />
                {questions.isError && (
                  <Alert color="red" variant="light" data-testid="order-questions-failed">
                    {t('checkout.errors.attributesFailed')}
                  </Alert>
                )}
                {questions.data && questions.data.length > 0 && (
                  <OrderQuestions
                    questions={questions.data}
                    answers={answers}
                    onChange={(id, value) => setAnswers((current) => ({ ...current, [id]: value }))}
                    missing={new Set(unanswered.map((q) => q.id))}
                  />
                )}
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack
            gap="md"
            style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 0px) + 16px)' }}
          >
            <OrderSummary cart={cart} currency={currency}>
              {serverProblems.length > 0 && (
                <Alert color="red" variant="light" title={t('checkout.errors.serverProblems')}>
                  <List size="sm">
                    {serverProblems.map((problem) => (
                      <List.Item key={problem}>{problem}</List.Item>
                    ))}
                  </List>
                </Alert>
              )}
              <Button
                type="submit"
                size="md"
                fullWidth
                loading={submit.isPending}
                disabled={submit.isPending || cart.items.length === 0}
                data-testid="submit-order"
              >
                {t('checkout.submit')}
              </Button>
              <Anchor component={Link} to={cartPath} size="sm" ta="center">
                {t('checkout.backToCart')}
              </Anchor>
            </OrderSummary>
          </Stack>
        </Grid.Col>
      </Grid>
      <CheckoutPhoneBar
        grandTotal={cart.grandTotal}
        currency={currency}
        pending={submit.isPending}
        disabled={submit.isPending || cart.items.length === 0}
      />
      <SameRingSizeModal
        clashes={clashes}
        opened={confirmingRings}
        onCancel={() => setConfirmingRings(false)}
        onProceed={() => {
          setConfirmingRings(false);
          send();
        }}
      />
    </form>
  );
}
