import { Button, type ButtonProps, Text } from '@mantine/core';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { Icon } from '../../components/icon';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { AuthUser } from '@portal/shared';

type ClickProps = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps>;

/** The header's 'Catalogue' button: the placeholder and the target of its dropdown menu look the same. */
export const CatalogueButton = forwardRef<HTMLButtonElement, ClickProps>(
  function CatalogueButton(props, ref) {
    const { t } = useTranslation();
    return (
      <Button
        ref={ref}
        variant="subtle"
        color="gray.0"
        c="white"
        rightSection={<Icon name="chevronDown" size={16} />}
        data-testid="catalogue-menu"
        {...props}
      >
        {t('nav.catalogue')}
      </Button>
    );
  },
);

/** The signed-in user's button, opening their menu. */
export const AccountButton = forwardRef<HTMLButtonElement, ClickProps & { user: AuthUser }>(
  function AccountButton({ user, ...props }, ref) {
    return (
      <Button
        ref={ref}
        variant="white"
        color="brand"
        rightSection={<Icon name="chevronDown" size={16} />}
        data-testid="user-menu"
        {...props}
      >
        <Text span inherit lineClamp={1} maw={{ base: 90, sm: 160 }}>
          {user.firstName || user.fullName}
        </Text>
      </Button>
    );
  },
);
