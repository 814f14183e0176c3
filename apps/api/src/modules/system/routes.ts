import { getDemoOutbox, getDemoOutboxSchemas } from '@portal/shared/system/get-demo-outbox';
import { getDevInfo, getDevInfoSchemas } from '@portal/shared/system/get-dev-info';
import { getHealth, getHealthSchemas } from '@portal/shared/system/get-health';
import { getLiveness, getLivenessSchemas } from '@portal/shared/system/get-liveness';
import { getReadiness, getReadinessSchemas } from '@portal/shared/system/get-readiness';
import { bindCall } from '../../platform/route';
import * as readiness from './readiness';
import { listOutboxMails, listOutboxMailsSchemas } from '@portal/shared/system/list-outbox-mails';
import { resendOutboxMail, resendOutboxMailSchemas } from '@portal/shared/system/resend-outbox-mail';
import * as outbox from './outbox-service';
import * as system from './service';

export const systemRoutes = [
  bindCall(getHealth, getHealthSchemas, async ({ services, reply }) => {
    const answer = await system.getHealth(services.db);
    reply.header('cache-control', 'no-store');
    if (answer.hasErrors) reply.status(503);
    return answer;
  }),
  bindCall(getLiveness, getLivenessSchemas, async () => system.getLiveness()),
  bindCall(getReadiness, getReadinessSchemas, async ({ services, lang, request, reply }) => {
    const answer = await readiness.getReadiness(services, lang, (dependency, err) =>
      request.log.warn({ err, dependency }, 'readiness: a dependency failed its check'),
    );
    reply.header('cache-control', 'no-store');
    if (answer.hasErrors) reply.status(503);
    return answer;
  }),
  bindCall(getDevInfo, getDevInfoSchemas, ({ services }) =>
    system.getDevInfo(services.db, services.mailer.configured),
  ),
  bindCall(getDemoOutbox, getDemoOutboxSchemas, ({ services }) =>
    system.getDemoOutbox(services.db, services.mailer.seal),
  ),
  bindCall(listOutboxMails, listOutboxMailsSchemas, ({ services, query }) =>
    outbox.listOutboxMails(services.db, query),
  ),
  bindCall(resendOutboxMail, resendOutboxMailSchemas, ({ services, scope, params }) =>
    outbox.resendOutboxMail(services, scope, params.id),
  ),
];
