import { Button, Group, Stack, Text } from '@mantine/core';
import { Tag } from '../../../components/tag';
import type { CartView } from '../api/get-cart';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Icon } from '../../../components/icon';
import { ApiError } from '../../../lib/api';
import { notifyError } from '../../../lib/feedback';
import { TextField } from '../../../components/text-fields';
import { useUpdateExtraInfo } from '../api/update-extra-info';

/** The coupon code of the cart (spec §3 Cart couponCode), with what the coupon asks or gives. */
export function CouponForm({ cart }: { cart: CartView }) {
  const { t } = useTranslation();
  const update = useUpdateExtraInfo();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const save = (couponCode: string | null) => {
    setError(null);
    update.mutate(
      { sessionId: cart.sessionId, couponCode },
      {
        onSuccess: () => setCode(''),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.hasKey('couponCode')) setError(t('cart.coupon.invalid'));
          else notifyError(t('cart.errors.updateFailed'));
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return setError(t('cart.coupon.required'));
    save(code.trim());
  };

  return (
    <Stack gap="xs">
      {cart.couponCode ? (
        <Group gap="xs" wrap="nowrap" data-testid="coupon-current">
          <Tag large color={cart.couponApplied ? 'green' : 'gray'}>
            {cart.couponCode}
            <Button
              variant="transparent"
              size="compact-xs"
              px={2}
              ml={2}
              aria-label={t('cart.coupon.remove', { code: cart.couponCode })}
              onClick={() => save(null)}
              disabled={update.isPending}
            >
              <Icon name="x" size={14} />
            </Button>
          </Tag>
          <Text size="sm" c={cart.couponApplied ? 'green.8' : 'dimmed'}>
            {cart.couponApplied ? t('cart.coupon.applied') : t('cart.coupon.notApplicable')}
          </Text>
        </Group>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextField
              label={t('cart.coupon.label')}
              value={code}
              onChange={(value) => {
                setCode(value.toUpperCase());
                setError(null);
              }}
              error={error}
              maxLength={40}
              autoComplete="off"
              className="nf-grow"
              testId="coupon-input"
            />
            <Button type="submit" variant="light" mt={28} loading={update.isPending}>
              {t('cart.coupon.apply')}
            </Button>
          </Group>
        </form>
      )}
      {cart.itemsToAddToCart.length > 0 && (
        <Text size="sm">
          {t('cart.coupon.itemsToAdd', {
            items: cart.itemsToAddToCart.map((i) => `${i.name} (${i.code})`).join(', '),
          })}
        </Text>
      )}
      {cart.discountedShippingItems.length > 0 && (
        <Text size="sm">
          {t('cart.coupon.discountedShipping', {
            items: cart.discountedShippingItems.map((i) => i.name).join(', '),
          })}
        </Text>
      )}
    </Stack>
  );
}
