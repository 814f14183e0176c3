import { Fieldset } from '@mantine/core';
import type { Country } from '@portal/shared';
import type { ReactNode } from 'react';
import { SelectField } from '../../../components/native-fields';
import { TextField } from '../../../components/text-fields';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ADDRESS_MAX_LENGTH, type AddressErrors, type AddressField } from '../address-validation';
import type { CustomerAddress } from '../api/get-customer-addresses';
import { useStates } from '../../reference/public/get-states';
import type { AddressRole, CheckoutAddress } from '../checkout-storage';
import { addressFromSaved } from '../checkout-submission';

type TextPart = 'name' | 'company' | 'address1' | 'address2' | 'city' | 'zip' | 'email' | 'phone';
const REQUIRED: readonly AddressField[] = ['name', 'address1', 'city', 'zip', 'countryId'];
const AUTOCOMPLETE: Record<TextPart, string> = {
  name: 'name',
  company: 'organization',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  zip: 'postal-code',
  email: 'email',
  phone: 'tel',
};

/** A saved address in the picker: "Billing · Aurora Jewelers, 580 Fifth Avenue, New York". */
function savedLabel(address: CustomerAddress, kind: string): string {
  return `${kind} · ${[address.name, address.line1, address.city].filter(Boolean).join(', ')}`;
}

/**
 * One address of the checkout: filled from a saved address or typed. Choosing a country narrows the states to it and
 * clears the chosen state (spec §4).
 */
export function AddressFieldset({
  role,
  legend,
  value,
  onChange,
  errors,
  saved,
  countries,
  children,
}: {
  role: AddressRole;
  legend: string;
  value: CheckoutAddress;
  onChange: (next: CheckoutAddress) => void;
  errors: AddressErrors;
  saved: readonly CustomerAddress[];
  countries: readonly Country[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const states = useStates(value.countryId);
  const stateOptions = states.data ?? [];
  const hasStates = stateOptions.length > 0;
  const error = (field: AddressField) => (errors[field] ? t(errors[field]) : undefined);
  const text = (field: TextPart, span: 1 | 2 = 1) => (
    <TextField
      key={field}
      label={t(`checkout.fields.${field}`)}
      value={value[field]}
      onChange={(typed) => onChange({ ...value, [field]: typed })}
      error={error(field)}
      required={REQUIRED.includes(field)}
      maxLength={ADDRESS_MAX_LENGTH[field]}
      autoComplete={`section-${role} ${AUTOCOMPLETE[field]}`}
      type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
      className={span === 2 ? 'nf-wide' : undefined}
      testId={`${role}-${field}`}
    />
  );

  return (
    <Fieldset legend={legend} radius="md" data-testid={`${role}-fieldset`}>
      {children}
      {saved.length > 0 && (
        <SelectField
          label={t('checkout.savedAddress')}
          placeholder={t('checkout.savedAddressPlaceholder')}
          options={saved.map((address) => ({
            value: String(address.id),
            label: savedLabel(
              address,
              t(`checkout.addressKinds.${address.kind}`, { defaultValue: address.kind }),
            ),
          }))}
          value=""
          onChange={(id) => {
            const chosen = saved.find((address) => String(address.id) === id);
            // The e-mail and the company are not part of saved addresses: what was typed stays.
            if (chosen) onChange({ ...addressFromSaved(chosen), email: value.email, company: value.company });
          }}
          style={{ marginBottom: 'var(--mantine-spacing-sm)' }}
          testId={`${role}-saved`}
        />
      )}
      <div className="nf-grid">
        {text('name')}
        {text('company')}
        {text('address1', 2)}
        {text('address2', 2)}
        {text('city')}
        {text('zip')}
        <SelectField
          label={t('checkout.fields.country')}
          placeholder={t('checkout.countryPlaceholder')}
          options={countries.map((country) => ({ value: String(country.id), label: country.name }))}
          value={value.countryId === null ? '' : String(value.countryId)}
          onChange={(id) => onChange({ ...value, countryId: id ? Number(id) : null, stateId: null })}
          error={error('countryId')}
          required
          testId={`${role}-country`}
        />
        <SelectField
          label={t('checkout.fields.state')}
          placeholder={hasStates ? t('checkout.statePlaceholder') : ''}
          options={stateOptions.map((state) => ({ value: String(state.id), label: state.name }))}
          value={value.stateId === null ? '' : String(value.stateId)}
          onChange={(id) => onChange({ ...value, stateId: id ? Number(id) : null })}
          error={error('stateId')}
          required={hasStates}
          disabled={value.countryId === null || !hasStates}
          testId={`${role}-state`}
        />
        {text('email')}
        {text('phone')}
      </div>
    </Fieldset>
  );
}
