import { isValidEmail } from '../../lib/email';
import {
  ADDRESS_ROLES,
  type AddressRole,
  type CheckoutAddress,
  type CheckoutAddresses,
} from './checkout-storage';

export type AddressField = keyof CheckoutAddress;

/** Field → i18n key of the message to show under it. */
export type AddressErrors = Partial<Record<AddressField, string>>;
export type CheckoutErrors = Partial<Record<AddressRole, AddressErrors>>;

/** The longest text each field takes (packages/shared checkoutAddress); the inputs stop there too. */
export const ADDRESS_MAX_LENGTH = {
  name: 120,
  company: 120,
  address1: 200,
  address2: 200,
  city: 100,
  zip: 20,
  email: 254,
  phone: 40,
} as const satisfies Partial<Record<AddressField, number>>;

const REQUIRED_TEXT = ['name', 'address1', 'city', 'zip'] as const;

/**
 * The problems of one address, in the order the fields are shown. `hasStates(countryId)` says whether the country has
 * states to choose from: then a state is required (the tax and the shipping rate depend on it).
 */
export function validateAddress(
  address: CheckoutAddress,
  hasStates: (countryId: number) => boolean,
): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of REQUIRED_TEXT) {
    if (address[field].trim() === '') errors[field] = `checkout.errors.${field}Required`;
  }
  if (address.countryId === null) errors.countryId = 'checkout.errors.countryRequired';
  else if (address.stateId === null && hasStates(address.countryId))
    errors.stateId = 'checkout.errors.stateRequired';
  // spec §5 / §8: 'E-mail must be valid'; the e-mail is optional.
  if (address.email.trim() !== '' && !isValidEmail(address.email)) errors.email = 'auth.emailInvalid';
  for (const [field, max] of Object.entries(ADDRESS_MAX_LENGTH) as [AddressField, number][]) {
    const value = address[field];
    if (!errors[field] && typeof value === 'string' && value.trim().length > max)
      errors[field] = 'checkout.errors.tooLong';
  }
  return errors;
}

/** The addresses the order uses: the shipping address only when "use a different shipping address" is ticked. */
export function addressesInUse(checkout: CheckoutAddresses): AddressRole[] {
  return ADDRESS_ROLES.filter((role) => role !== 'shippingAddress' || checkout.useDifferentShippingAddress);
}

export function validateCheckoutAddresses(
  checkout: CheckoutAddresses,
  hasStates: (countryId: number) => boolean,
): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const role of addressesInUse(checkout)) {
    const found = validateAddress(checkout[role], hasStates);
    if (Object.keys(found).length > 0) errors[role] = found;
  }
  return errors;
}

export const hasErrors = (errors: CheckoutErrors) =>
  Object.values(errors).some((fields) => fields && Object.keys(fields).length > 0);
