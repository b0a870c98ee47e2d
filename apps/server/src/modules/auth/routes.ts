import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  ChangePasswordSchema,
  LoginSchema,
  LogoutQuerySchema,
  MessageResponseSchema,
  ProvidersResponseSchema,
  RecoverSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SessionResponseSchema,
  UpdateUserSchema,
  UserResponseSchema,
} from '@nafasi/shared/auth';
import { bearerToken } from '../../lib/access.ts';
import type { AuthService } from './service.ts';

/** §7 auth calls. The refresh contract is the spec's: empty body, the refresh token as the Bearer header. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; googleEnabled: boolean }> = async (app, { auth, googleEnabled }) => {
  const pub = { access: 'public' } as const;
  const user = { access: 'user' } as const;

  app.post('/auth/register', { config: pub, schema: { body: RegisterSchema, response: { 201: SessionResponseSchema } } }, async (req, reply) =>
    reply.status(201).send({ data: await auth.register(req.body, req.ip, req.headers['user-agent']) }),
  );

  app.post('/auth/login', { config: pub, schema: { body: LoginSchema, response: { 200: SessionResponseSchema } } }, async (req) => ({
    data: await auth.login(req.body.email, req.body.password, req.ip, req.headers['user-agent']),
  }));

  app.post('/auth/refresh', { config: pub, schema: { response: { 200: SessionResponseSchema } } }, async (req) => ({
    data: await auth.refresh(bearerToken(req)),
  }));

  app.post('/auth/logout', { config: user, schema: { querystring: LogoutQuerySchema } }, async (req, reply) => {
    await auth.logout(req.user!, req.query.scope);
    return reply.status(204).send();
  });

  app.get('/auth/user', { config: user, schema: { response: { 200: UserResponseSchema } } }, async (req) => ({
    data: await auth.loadUser(req.user!.id),
  }));

  app.put('/auth/user', { config: user, schema: { body: UpdateUserSchema, response: { 200: UserResponseSchema } } }, async (req) => ({
    data: await auth.updateUser(req.user!, req.body),
  }));

  app.put('/auth/password', { config: user, schema: { body: ChangePasswordSchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    await auth.changePassword(req.user!, req.body.current_password, req.body.password);
    return { data: { message: 'Password changed successfully!' } };
  });

  app.post('/auth/recover', { config: pub, schema: { body: RecoverSchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    await auth.recover(req.body.email, req.ip);
    return { data: { message: AUTH_MESSAGES.resetSent } };
  });

  app.post('/auth/reset', { config: pub, schema: { body: ResetPasswordSchema, response: { 200: SessionResponseSchema } } }, async (req) => ({
    data: await auth.resetPassword(req.body.token, req.body.password, req.headers['user-agent']),
  }));

  app.get('/auth/providers', { config: pub, schema: { response: { 200: ProvidersResponseSchema } } }, async () => ({
    data: { google: googleEnabled },
  }));
};
