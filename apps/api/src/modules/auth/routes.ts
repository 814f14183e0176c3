import {
  authTokensResponse,
  authUser,
  createUniqueIdRequest,
  forgotPasswordRequest,
  loginWithUniqueIdRequest,
  logoutRequest,
  portalLoginRequest,
  refreshTokenRequest,
  switchCustomerRequest,
  switchUserRequest,
  uniqueIdResponse,
} from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireScope } from '../../platform/request-context';
import { defineRoute } from '../../platform/route';
import { forgotPassword } from './forgot-password';
import * as auth from './service';

const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export const authRoutes = [
  defineRoute({
    method: 'POST',
    url: '/auth/portal-login',
    permission: 'public',
    summary: 'Sign in with e-mail and password',
    body: portalLoginRequest,
    response: authTokensResponse,
    raw: true,
    handler: ({ body, services, request }) =>
      auth.portalLogin(
        services,
        { email: (body.email ?? body.username)!, password: body.password },
        client(request),
      ),
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/refreshtoken',
    permission: 'public',
    summary: 'Rotate the refresh token and get a new access token',
    body: refreshTokenRequest,
    response: authTokensResponse,
    raw: true,
    handler: ({ body, services }) => auth.refreshSession(services, (body.refreshToken ?? body.token)!),
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/login-with-unique-id',
    permission: 'public',
    summary: 'Sign in with a single-use id',
    body: loginWithUniqueIdRequest,
    response: authTokensResponse,
    raw: true,
    handler: ({ body, services, request }) =>
      auth.loginWithUniqueId(services, body.uniqueId, client(request)),
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/forgot-password',
    permission: 'public',
    summary: 'E-mail a generated password; the user must change it after signing in with it',
    body: forgotPasswordRequest,
    response: z.object({ message: z.string() }),
    handler: ({ body, services }) => forgotPassword(services, body.email),
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/unique-id',
    permission: 'CP_USERS:EDIT',
    summary: 'Create a single-use sign-in id for a user',
    body: createUniqueIdRequest,
    response: uniqueIdResponse,
    handler: ({ body, services, scope }) => auth.createUniqueId(services, requireScope(scope), body),
  }),
  defineRoute({
    method: 'GET',
    url: '/auth/user',
    permission: '0',
    summary: 'The signed-in user with permissions, scope and available modules',
    response: authUser,
    allowDuringPasswordChange: true,
    handler: ({ services, scope }) => auth.currentUser(services, requireScope(scope)),
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/logout',
    permission: '0',
    summary: 'End the session',
    body: logoutRequest,
    response: z.null(),
    allowDuringPasswordChange: true,
    handler: async ({ body, services, scope }) => {
      await auth.logout(services, requireScope(scope), body?.refreshToken);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/switchUser',
    permission: '0',
    summary: 'Staff act as a portal user (CP_USERS:SWITCH), or switch back',
    body: switchUserRequest,
    response: authTokensResponse,
    raw: true,
    handler: ({ body, services, scope, request }) =>
      auth.switchUser(services, requireScope(scope), body, client(request)),
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/switchCustomer',
    permission: '0',
    summary: 'Change the active customer to another one linked to the user',
    body: switchCustomerRequest,
    response: authTokensResponse,
    raw: true,
    handler: ({ body, services, scope }) =>
      auth.switchCustomer(services, requireScope(scope), body.customerId),
  }),
];
