import { randomBytes } from 'node:crypto';
import type { OutgoingMail } from '../../platform/mail';
import type { Services } from '../../platform/request-context';

// A generated password that leaked (a forwarded mail, a shared inbox) is worth little after half an hour.
export const PENDING_MINUTES = 30;

const MAIL = {
  en: (name: string, password: string, url: string) => ({
    subject: 'Your new portal password',
    text: `Hello ${name},\n\nA new password was requested for your account.\n\nNew password: ${password}\n\nSign in at ${url}/login within ${PENDING_MINUTES} minutes; you will be asked to choose a password of your own. If you did not ask for this, ignore this e-mail: your current password still works.\n`,
  }),
  fr: (name: string, password: string, url: string) => ({
    subject: 'Votre nouveau mot de passe du portail',
    text: `Bonjour ${name},\n\nUn nouveau mot de passe a été demandé pour votre compte.\n\nNouveau mot de passe : ${password}\n\nConnectez-vous sur ${url}/fr/login dans les ${PENDING_MINUTES} minutes ; vous devrez ensuite choisir votre propre mot de passe. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.\n`,
  }),
};

export function generatedPassword(): string {
  // 12 random characters plus a letter and a digit, so it meets the password rule.
  return `${randomBytes(9).toString('base64url')}k7`;
}

export function passwordMail(
  services: Services,
  user: { id: number; email: string; firstName: string; language: string | null },
  password: string,
): OutgoingMail {
  const content = MAIL[user.language === 'fr' ? 'fr' : 'en'](
    user.firstName,
    password,
    services.publicOrigin(),
  );
  return { to: user.email, ...content, secrets: [password], purpose: 'password', userId: user.id };
}
