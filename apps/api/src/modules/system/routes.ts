import { getDemoOutbox, getDemoOutboxSchemas } from '@portal/shared/system/get-demo-outbox';
import { getDevInfo, getDevInfoSchemas } from '@portal/shared/system/get-dev-info';
import { getHealth, getHealthSchemas } from '@portal/shared/system/get-health';
import { bindCall } from '../../platform/route';
import { demoOutbox, devInfo, healthAnswer } from './service';

export const systemRoutes = [
  bindCall(getHealth, getHealthSchemas, async ({ services, reply }) => {
    const answer = await healthAnswer(services.db);
    if (answer.hasErrors) reply.status(503);
    return answer;
  }),
  bindCall(getDevInfo, getDevInfoSchemas, ({ services }) => devInfo(services.db, services.mailer.configured)),
  bindCall(getDemoOutbox, getDemoOutboxSchemas, ({ services }) =>
    demoOutbox(services.db, services.mailer.seal),
  ),
];
