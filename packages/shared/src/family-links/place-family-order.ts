import { defineCall } from '../platform/contract';
import { familyTokenParams, placedFamilyOrder, placeFamilyOrderBody } from './schemas';

export const placeFamilyOrderSchemas = () => ({
  params: familyTokenParams,
  body: placeFamilyOrderBody,
  response: placedFamilyOrder,
});

/**
 * POST /family/{token}/orders: the family orders memorial pieces made from the decedent's print and pays by card at
 * once, without an account. The order belongs to the funeral home's account, priced as the funeral home is, and is
 * marked as a family order; a declined card leaves it unpaid and the family may try another card under the same
 * `orderKey` (docs/decisions.md "A family order").
 */
export const placeFamilyOrder = defineCall<typeof placeFamilyOrderSchemas>()({
  name: 'placeFamilyOrder',
  domain: 'family-links',
  method: 'POST',
  path: '/family/{token}/orders',
  permission: 'public',
  summary: 'A family orders memorial pieces from its link and pays by card',
  status: 201,
  refusals: {
    403: 'The link has a PIN and none or a wrong one was given, or 20 wrong PINs have locked it',
    409: 'The order key or the payment key was used for another request',
  },
  alsoAnswers: {
    202: 'The processor has not answered yet: the payment is pending and is settled from its answer later',
  },
});
