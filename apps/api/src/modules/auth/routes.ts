import { createUniqueId, createUniqueIdSchemas } from '@portal/shared/auth/create-unique-id';
import { forgotPassword, forgotPasswordSchemas } from '@portal/shared/auth/forgot-password';
import { getCurrentUser, getCurrentUserSchemas } from '@portal/shared/auth/get-current-user';
import { loginWithUniqueId, loginWithUniqueIdSchemas } from '@portal/shared/auth/login-with-unique-id';
import { logout, logoutSchemas } from '@portal/shared/auth/logout';
import { portalLogin, portalLoginSchemas } from '@portal/shared/auth/portal-login';
import { refreshToken, refreshTokenSchemas } from '@portal/shared/auth/refresh-token';
import { switchCustomer, switchCustomerSchemas } from '@portal/shared/auth/switch-customer';
import { switchUser, switchUserSchemas } from '@portal/shared/auth/switch-user';
import type { FastifyRequest } from 'fastify';
import { bindCall } from '../../platform/route';
import * as passwordReset from './forgot-password';
import * as auth from './service';

const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export const authRoutes = [
  bindCall(portalLogin, portalLoginSchemas, ({ services, body, request }) =>
    auth.portalLogin(
      services,
      { email: (body.email ?? body.username)!, password: body.password },
      client(request),
    ),
  ),
  bindCall(refreshToken, refreshTokenSchemas, ({ services, body }) =>
    auth.refreshToken(services, (body.refreshToken ?? body.token)!),
  ),
  bindCall(loginWithUniqueId, loginWithUniqueIdSchemas, ({ services, body, request }) =>
    auth.loginWithUniqueId(services, body.uniqueId, client(request)),
  ),
  bindCall(forgotPassword, forgotPasswordSchemas, ({ services, body, request }) =>
    passwordReset.forgotPassword(services, body.email, request.ip),
  ),
  bindCall(createUniqueId, createUniqueIdSchemas, ({ services, scope, body }) =>
    auth.createUniqueId(services, scope, body),
  ),
  bindCall(getCurrentUser, getCurrentUserSchemas, ({ services, scope }) =>
    auth.getCurrentUser(services, scope),
  ),
  bindCall(logout, logoutSchemas, async ({ services, scope, body }) => {
    await auth.logout(services, scope, body?.refreshToken);
    return null;
  }),
  bindCall(switchUser, switchUserSchemas, ({ services, scope, body, request }) =>
    auth.switchUser(services, scope, body, client(request)),
  ),
  bindCall(switchCustomer, switchCustomerSchemas, ({ services, scope, body }) =>
    auth.switchCustomer(services, scope, body.customerId),
  ),
];
