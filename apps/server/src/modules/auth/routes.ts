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
import { AppError } from '../../lib/errors.ts';
import type { GoogleSignIn } from './google.ts';
import type { AuthService } from './service.ts';

/** §7 auth calls. The refresh contract is the spec's: empty body, the refresh token as the Bearer header. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; google: GoogleSignIn | null; publicUrl: string }> = async (
  app,
  { auth, google, publicUrl },
) => {
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
    data: { google: google !== null },
  }));

  // Google sign-in: a browser navigation, not a fetch, so both answer with redirects.
  app.get('/auth/google', { config: pub }, async (_req, reply) => {
    if (!google) throw new AppError(404, 'google_unavailable', AUTH_MESSAGES.googleUnavailable);
    return reply.redirect(await google.start());
  });

  app.get('/auth/google/callback', { config: pub }, async (req, reply) => {
    const back = (fragment: Record<string, string>) => reply.redirect(`${publicUrl}/auth/callback#${new URLSearchParams(fragment)}`);
    if (!google) return back({ error: AUTH_MESSAGES.googleUnavailable });
    const providerError = (req.query as { error_description?: string; error?: string }) ?? {};
    if (providerError.error) return back({ error: providerError.error_description || 'Google login failed' });
    try {
      const { session, created } = await google.finish(req.url, req.headers['user-agent']);
      // The tokens travel in the fragment, which browsers never send to a server; the page removes it at once.
      return back({
        access_token: session.access_token,
        refresh_token: session.refresh_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        created: created ? '1' : '0',
      });
    } catch (err) {
      req.log.warn({ err }, 'Google sign-in failed');
      return back({ error: err instanceof AppError ? err.message : 'Google login failed' });
    }
  });
};
