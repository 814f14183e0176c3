import { sendContactMessage, sendContactMessageSchemas } from '@portal/shared/contact/send-contact-message';
import { bindCall } from '../../platform/route';
import * as contactUs from './contact-us';

export const contactRoutes = [
  bindCall(sendContactMessage, sendContactMessageSchemas, ({ services, body, request, lang }) =>
    contactUs.sendContactMessage(services, body, { ip: request.ip, lang }),
  ),
];
