import { Alert, Anchor, Button, Card, Grid, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ProductDetail } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { notifyError, notifyOperationFailed, notifySuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLang, useLocalizePath } from '../../../lib/i18n/use-lang';
import { mediaSrcSet, mediaUrl } from '../../../lib/media';
import { useDesignPrices } from '../api/calculate-design-price';
import { useCreateCustomOrder } from '../api/create-custom-order';
import { useCustomOrder } from '../api/get-custom-order';
import { itemTypeQueryOptions } from '../api/get-item-type';
import { useMetalsShownInCatalog } from '../../catalog/public/get-metals';
import { customOrderKeys } from '../api/keys';
import { useUploadCustomOrderImages } from '../api/upload-custom-order-images';
import { useMyFieldRules } from '../api/get-my-field-rules';
import { requiredFieldErrors } from '../field-rules';
import {
  createOrderRequestOf,
  type Design,
  type DesignErrors,
  designErrorsOf,
  hasDesignErrors,
  initialDesign,
  priceSelectionOf,
} from '../design';
import { customOrderPaths } from '../paths';
import { emptyPictureList, type PictureList } from '../picture-list';
import { DesignFields } from './design-fields';
import { PicturePicker, type LocalPicture } from './picture-picker';
import { PiecePrice, type PriceState } from './piece-price';
import { type SetPiece, SetPieces } from './set-pieces';

const NO_ERRORS: DesignErrors = { main: {}, children: {}, other: [] };

/** Staff choose whom the order is for; the route gives the picker (customers order for themselves). */
export type CustomerPickerSlot = (props: {
  value: number | null;
  onChange: (customerId: number) => void;
}) => ReactNode;

/** Inputs and radio groups with an error say so: the first one takes the focus. */
function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-field-error] input, [data-error] [role="radio"]',
    );
    field?.focus();
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

/** Where the piece joins an existing set: which one. */
function ParentNotice({ parentId }: { parentId: number }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const parent = useCustomOrder(parentId).data;
  return (
    <Alert color="brand" variant="light" data-testid="builder-parent">
      {t('customOrders.builder.joinsSet')}{' '}
      <Anchor component={Link} to={localize(customOrderPaths.detail(parentId))}>
        {parent ? `${parent.name}${parent.jobOrderCode ? ` (${parent.jobOrderCode})` : ''}` : `#${parentId}`}
      </Anchor>
    </Alert>
  );
}

/**
 * The custom order builder of one item type (spec §1 "build custom orders"): the design with its live price, reference
 * pictures, other pieces of the set; submitted as a job order (createOrder), then the pictures are uploaded.
 */
export function DesignBuilder({
  product,
  parentId,
  currency,
  customerPicker,
}: {
  product: ProductDetail;
  parentId: number | null;
  currency: string;
  customerPicker?: CustomerPickerSlot;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useLang();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const metals = useMetalsShownInCatalog().data ?? [];
  const create = useCreateCustomOrder();
  const upload = useUploadCustomOrderImages();
  const fieldRules = useMyFieldRules('CUSTOM_ORDER').data;

  const [main, setMain] = useState<Design>(() => initialDesign(product));
  const [pieces, setPieces] = useState<SetPiece[]>([]);
  const [pictures, setPictures] = useState<PictureList<LocalPicture>>(emptyPictureList);
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [errors, setErrors] = useState<DesignErrors>(NO_ERRORS);
  const [adding, setAdding] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const priceQueries = useDesignPrices([
    priceSelectionOf(product, main),
    ...pieces.map((piece) => priceSelectionOf(piece.product, piece.design)),
  ]);
  const prices: PriceState[] = priceQueries.map((q) => ({
    data: q.data,
    updating: q.isFetching,
    failed: q.isError,
  }));
  const [mainPrice = { data: undefined, updating: true, failed: false }, ...piecePrices] = prices;
  const allPriced = prices.every((p) => p.data && !p.updating);
  const total = prices.reduce((sum, p) => sum + Math.round((p.data?.total ?? 0) * 100), 0) / 100;
  const totalCurrency = mainPrice.data?.currencyCode ?? currency;

  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      if (errors !== NO_ERRORS) setErrors(NO_ERRORS);
    };

  const addPiece = async (itemTypeId: number) => {
    setAdding(true);
    try {
      const child = await queryClient.fetchQuery(itemTypeQueryOptions(itemTypeId, lang));
      setPieces((current) => [
        ...current,
        { key: `${itemTypeId}-${Date.now()}`, product: child, design: initialDesign(child) },
      ]);
    } catch {
      notifyOperationFailed('load', t('customOrders.set.pieceName'));
    } finally {
      setAdding(false);
    }
  };

  const finish = (orderCode: string) => {
    // spec §8 success message, then spec §4: the job orders on tab new.
    notifySuccess(t('checkout.created', { order_code: orderCode }));
    void queryClient.invalidateQueries({ queryKey: customOrderKeys.all });
    void navigate(localize(customOrderPaths.newJobOrders()));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (customerPicker && customerId === null) {
      setErrors({ ...NO_ERRORS, customer: t('customOrders.errors.customerRequired') });
      notifyError(t('customOrders.errors.fixFields'));
      focusFirstError(formRef.current);
      return;
    }
    // Fields staff made required (configuration screen) are checked here first; the API checks them too.
    const requiredText = t('configuration.fields.requiredError');
    const missing: DesignErrors = {
      ...NO_ERRORS,
      main: requiredFieldErrors(fieldRules, main, requiredText),
      children: Object.fromEntries(
        pieces
          .map((piece, i) => [i, requiredFieldErrors(fieldRules, piece.design, requiredText)] as const)
          .filter(([, pieceErrors]) => Object.keys(pieceErrors).length > 0),
      ),
    };
    if (hasDesignErrors(missing)) {
      setErrors(missing);
      notifyError(t('customOrders.errors.fixFields'));
      focusFirstError(formRef.current);
      return;
    }
    setSubmitting(true);
    setErrors(NO_ERRORS);
    const request = createOrderRequestOf({
      main: { product, design: main },
      children: pieces,
      parentId,
      customerId,
    });
    create.mutate(request, {
      onSuccess: async (created) => {
        if (pictures.items.length > 0) {
          try {
            await upload.mutateAsync({ customOrderId: created.id, files: pictures.items.map((p) => p.file) });
          } catch {
            // The order exists: say the pictures are missing, and go on.
            notifyOperationFailed('save', t('customOrders.pictures.name'));
          }
        }
        finish(created.order_code);
      },
      onError: (error) => {
        setSubmitting(false);
        // spec §8: "create order fail".
        notifyError(t('cart.errors.generic'));
        if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return;
        const placed = designErrorsOf(error.errorMessages);
        if (error.errorMessages.length === 0) placed.other.push(...error.serverErrors);
        if (hasDesignErrors(placed)) {
          setErrors(placed);
          focusFirstError(formRef.current);
        }
      },
    });
  };

  const picture = product.productImageURLs[0];

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate data-testid="design-builder">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="md">
              <Group gap="md" wrap="nowrap" align="flex-start">
                {picture && (
                  <Image
                    src={mediaUrl(picture, 160)}
                    srcSet={mediaSrcSet(picture, 160, 320)}
                    sizes="96px"
                    alt={product.name}
                    w={96}
                    h={96}
                    fit="contain"
                    radius="sm"
                    bg="gray.0"
                  />
                )}
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Text size="xs" c="dimmed">
                    {product.code}
                  </Text>
                  {product.description && (
                    <Text size="sm" lineClamp={4}>
                      {product.description}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Card>
            <Card
              withBorder
              radius="md"
              padding="md"
              component="section"
              aria-labelledby="design-pictures-title"
            >
              <Stack gap="sm">
                <Stack gap={2}>
                  <Title order={2} fz="lg" id="design-pictures-title">
                    {t('customOrders.pictures.title')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('customOrders.pictures.hint')}
                  </Text>
                </Stack>
                <PicturePicker pictures={pictures} onChange={setPictures} disabled={submitting} />
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {parentId !== null && <ParentNotice parentId={parentId} />}
            {customerPicker && (
              <Card withBorder radius="md" padding="md" data-field-error={errors.customer ? '' : undefined}>
                {customerPicker({ value: customerId, onChange: edited(setCustomerId) })}
                {errors.customer && (
                  <Text size="sm" c="red" mt={4} role="alert" data-testid="custom-order-customer-error">
                    {errors.customer}
                  </Text>
                )}
              </Card>
            )}
            <Card withBorder radius="md" padding="md" component="section" aria-labelledby="design-title">
              <Stack gap="md">
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Title order={2} fz="lg" id="design-title">
                    {t('customOrders.builder.design')}
                  </Title>
                  <PiecePrice price={mainPrice} quantity={main.quantity} testId="design-price" />
                </Group>
                <DesignFields
                  product={product}
                  design={main}
                  onChange={edited(setMain)}
                  metals={metals}
                  currency={currency}
                  errors={errors.main}
                  testId="design"
                />
              </Stack>
            </Card>
            {parentId === null && (
              <SetPieces
                pieces={pieces}
                onChange={edited(setPieces)}
                onAdd={(id) => void addPiece(id)}
                adding={adding}
                prices={piecePrices}
                errors={errors.children}
                metals={metals}
                currency={currency}
              />
            )}
            <Card withBorder radius="md" padding="md">
              <Stack gap="sm">
                {errors.other.length > 0 && (
                  <Alert color="red" variant="light" role="alert" data-testid="builder-errors">
                    {errors.other.map((message) => (
                      <Text key={message} size="sm">
                        {message}
                      </Text>
                    ))}
                  </Alert>
                )}
                <Group justify="space-between" align="center" gap="sm">
                  <Stack gap={0}>
                    <Text size="sm" c="dimmed">
                      {pieces.length > 0
                        ? t('customOrders.builder.setTotal')
                        : t('customOrders.builder.total')}
                    </Text>
                    <Text fw={700} fz="xl" data-testid="design-total" aria-busy={!allPriced}>
                      {prices.some((p) => p.data) ? format.money(total, totalCurrency) : '—'}
                    </Text>
                  </Stack>
                  <Button type="submit" size="md" loading={submitting} data-testid="design-submit">
                    {t('customOrders.builder.submit')}
                  </Button>
                </Group>
                <Text size="xs" c="dimmed">
                  {t('customOrders.builder.submitHint')}
                </Text>
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
