import type { signUpBody } from '@portal/shared/customers/sign-up-schemas';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { customerTypes, signUpApplications } from '../../db/schema/index';
import { AppError, invalid } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import { admitPublicFormRequest } from '../auth/public';
import { checkAddress } from '../users/public';
import { verifyCaptcha } from './captcha';

export const SIGN_UP_ANSWER =
  'Thank you. Your application has been received; we will e-mail you once our team has reviewed it.';
export const TOO_MANY_APPLICATIONS = 'Too many applications from your network. Please try again later.';

/**
 * POST /Customers/sign-up (spec §1 "sign up"): the application is kept for staff to review. The answer is the same
 * whether or not the e-mail already has an account (staff see it on review), so the form tells nobody who is a
 * customer. Robots: the captcha when configured; otherwise a honeypot field (answered as a success, kept nowhere) and
 * a limit per client address, counted in PostgreSQL so it holds across instances.
 */
export async function submitSignUp(
  services: Services,
  input: z.output<typeof signUpBody>,
  ip: string,
): Promise<{ message: string }> {
  const secret = services.config.CAPTCHA_SECRET;
  if (secret && services.config.CAPTCHA_SITE_KEY)
    await verifyCaptcha(secret, input.captchaToken, { ip, action: 'signup' });
  else if (input.companyFax) return { message: SIGN_UP_ANSWER };
  if (input.customerTypeId !== null) {
    const [type] = await services.db
      .select({ id: customerTypes.id })
      .from(customerTypes)
      .where(eq(customerTypes.id, input.customerTypeId));
    if (!type) throw invalid('customerTypeId', 'Unknown customer type');
  }
  await checkAddress(services.db, input.billingAddress, 'billingAddress.');
  if (input.shippingAddress) await checkAddress(services.db, input.shippingAddress, 'shippingAddress.');
  if (!(await admitPublicFormRequest(services, 'sign-up', ip))) {
    const error = new AppError('RATE_LIMITED', TOO_MANY_APPLICATIONS);
    error.headers['retry-after'] = '3600';
    throw error;
  }
  await services.db.insert(signUpApplications).values({
    companyName: input.companyName,
    customerTypeId: input.customerTypeId,
    taxId: input.taxId,
    website: input.website,
    phone: input.phone,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    jobTitle: input.jobTitle,
    language: input.language,
    billingAddress: input.billingAddress,
    shippingAddress: input.shippingAddress,
    notes: input.notes,
    createdAt: services.now(),
  });
  return { message: SIGN_UP_ANSWER };
}
