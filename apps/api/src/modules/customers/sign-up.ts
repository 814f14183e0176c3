import type { signUpBody } from '@portal/shared/customers/sign-up-schemas';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { signUpApplications } from './sign-up-tables';
import { customerTypes } from '../reference/tables';
import { users } from '../users/tables';
import { AppError, invalid } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import { admitPublicFormRequest } from '../auth/public';
import { checkAddress } from './customer-records';
import { verifyCaptcha } from './captcha';

export const SIGN_UP_ANSWER =
  'Thank you. Your application has been received; we will e-mail you once our team has reviewed it.';
export const TOO_MANY_APPLICATIONS = 'Too many applications from your network. Please try again later.';

type Lang = 'en' | 'fr';

/** To the applicant: the application was received and will be reviewed (it is answered by e-mail either way). */
const RECEIVED_MAIL = {
  en: (name: string) => ({
    subject: 'We received your application',
    text: `Hello ${name},\n\nThank you for applying for a customer account. We have received your application; our team reviews every application and will e-mail you once yours has been reviewed.\n\nIf you did not apply, simply ignore this e-mail.\n\nKind regards,\nCustomer service\n`,
  }),
  fr: (name: string) => ({
    subject: 'Nous avons bien reçu votre demande',
    text: `Bonjour ${name},\n\nMerci pour votre demande d’ouverture de compte client. Nous l’avons bien reçue ; notre équipe examine chaque demande et vous écrira dès que la vôtre aura été examinée.\n\nSi vous n’avez fait aucune demande, ignorez simplement ce message.\n\nCordialement,\nLe service client\n`,
  }),
};

/**
 * To an address that already has an account: the owner is told, the form's answer is not different (docs/decisions.md,
 * "A sign-up application is acknowledged by e-mail"). Nothing typed into the form is repeated to the owner.
 */
const ALREADY_CUSTOMER_MAIL = {
  en: (url: string) => ({
    subject: 'We received an application with your e-mail address',
    text: `Hello,\n\nAn application for a customer account was made with this e-mail address, which already has an account with us: you can sign in at ${url}/login as usual, and ask for a new password there if you forgot it.\n\nOur team reviews every application and will e-mail you once this one has been reviewed. If you did not apply, simply ignore this e-mail.\n\nKind regards,\nCustomer service\n`,
  }),
  fr: (url: string) => ({
    subject: 'Nous avons reçu une demande avec votre adresse e-mail',
    text: `Bonjour,\n\nUne demande d’ouverture de compte client a été faite avec cette adresse e-mail, qui a déjà un compte chez nous : vous pouvez vous connecter comme d’habitude sur ${url}/fr/login, et y demander un nouveau mot de passe si vous l’avez oublié.\n\nNotre équipe examine chaque demande et vous écrira dès que celle-ci aura été examinée. Si vous n’avez fait aucune demande, ignorez simplement ce message.\n\nCordialement,\nLe service client\n`,
  }),
};

const langOf = (language: string | null | undefined): Lang => (language === 'fr' ? 'fr' : 'en');

/**
 * The acknowledgement of a kept application, sent in the background so that the answer takes the same time whichever
 * mail goes: a new address gets the "received" mail in the form's language, an address with an account the owner's mail.
 */
async function acknowledgeApplication(services: Services, input: z.output<typeof signUpBody>) {
  const [owner] = await services.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, input.email));
  const mail = owner
    ? ALREADY_CUSTOMER_MAIL[langOf(owner.language)](services.publicOrigin())
    : RECEIVED_MAIL[langOf(input.language)](input.firstName);
  services.mailer.sendInBackground(services.db, { to: input.email, ...mail });
}

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
  await acknowledgeApplication(services, input);
  return { message: SIGN_UP_ANSWER };
}
