import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { m } from '@nafasi/shared/i18n';
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
  VerifyEmailSchema,
  GoogleExchangeSchema,
  GoogleSessionResponseSchema,
  GoogleStartQuerySchema,
  type GoogleErrorCode,
} from '@nafasi/shared/auth';
import { bearerToken, caller } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { GoogleSignInError, type GoogleSignIn } from './google.ts';
import type { AuthService } from './service.ts';
import { requestLocale } from '../../lib/locale.ts';

/** §7 auth calls. The refresh contract is the spec's: empty body, the refresh token as the Bearer header. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; google: GoogleSignIn | null; publicUrl: string }> = async (
  app,
  { auth, google, publicUrl },
) => {
  const pub = { access: 'public' } as const;
  const user = { access: 'user' } as const;

  // The same answer for a new and a taken address: the mail says which (no account enumeration).
  app.post('/auth/register', { config: pub, schema: { body: RegisterSchema, response: { 201: MessageResponseSchema } } }, async (req, reply) => {
    // The account reads the language its sign-up page was in.
    await auth.register(req.body, req.ip, requestLocale(req.headers));
    return reply.status(201).send({ data: { message: AUTH_MESSAGES.registered } });
  });

  app.post('/auth/verify', { config: pub, schema: { body: VerifyEmailSchema, response: { 200: SessionResponseSchema } } }, async (req) => ({
    data: await auth.verifyEmail(req.body.token, req.headers['user-agent']),
  }));

  app.post('/auth/verify/resend', { config: user, schema: { response: { 200: MessageResponseSchema } } }, async (req) => {
    await auth.resendVerification(caller(req));
    return { data: { message: AUTH_MESSAGES.verifySent } };
  });

  app.post('/auth/login', { config: pub, schema: { body: LoginSchema, response: { 200: SessionResponseSchema } } }, async (req) => ({
    data: await auth.login(req.body.email, req.body.password, req.ip, req.headers['user-agent']),
  }));

  app.post(
    '/auth/refresh',
    {
      config: { ...pub, answers: { 401: 'The refresh token is unknown, expired or already used: sign in again.' } },
      schema: { response: { 200: SessionResponseSchema } },
    },
    async (req) => ({
      data: await auth.refresh(bearerToken(req)),
    }),
  );

  app.post('/auth/logout', { config: user, schema: { querystring: LogoutQuerySchema } }, async (req, reply) => {
    await auth.logout(caller(req), req.query.scope);
    return reply.status(204).send();
  });

  app.get('/auth/user', { config: user, schema: { response: { 200: UserResponseSchema } } }, async (req) => ({
    data: await auth.loadUser(caller(req).id),
  }));

  app.put('/auth/user', { config: user, schema: { body: UpdateUserSchema, response: { 200: UserResponseSchema } } }, async (req) => ({
    data: await auth.updateUser(caller(req), req.body),
  }));

  app.put('/auth/password', { config: user, schema: { body: ChangePasswordSchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    await auth.changePassword(caller(req), req.body.current_password, req.body.password);
    return { data: { message: m.auth_password_changed() } };
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

  /**
   * Google sign-in: a browser navigation, so start and callback answer with redirects. The tab that
   * starts it sends the hash of a secret it keeps (`binding`); the callback hands back only a
   * one-time code, which that same tab exchanges, with the secret, for a session. A link made by
   * someone else cannot sign a victim's browser into another account, and no token is in a URL.
   */
  app.get('/auth/google', { config: pub, schema: { querystring: GoogleStartQuerySchema } }, async (req, reply) => {
    if (!google) throw new AppError(404, 'google_unavailable', AUTH_MESSAGES.googleUnavailable);
    return reply.redirect(await google.start(req.query.binding));
  });

  app.get('/auth/google/callback', { config: { ...pub, answers: { 302: 'Back to the web app, signed in (or with why not).' } } }, async (req, reply) => {
    const back = (query: { code: string } | { error: GoogleErrorCode }) => reply.redirect(`${publicUrl}/auth/callback?${new URLSearchParams(query)}`);
    if (!google) return back({ error: 'unavailable' });
    if ((req.query as { error?: string }).error) return back({ error: (req.query as { error?: string }).error === 'access_denied' ? 'cancelled' : 'failed' });
    try {
      return back({ code: await google.finish(req.url) });
    } catch (err) {
      req.log.warn({ err }, 'Google sign-in failed');
      return back({ error: err instanceof GoogleSignInError ? err.reason : 'failed' });
    }
  });

  app.post('/auth/google/exchange', { config: pub, schema: { body: GoogleExchangeSchema, response: { 200: GoogleSessionResponseSchema } } }, async (req) => {
    if (!google) throw new AppError(404, 'google_unavailable', AUTH_MESSAGES.googleUnavailable);
    return { data: await google.exchange(req.body.code, req.body.verifier, req.headers['user-agent']) };
  });
};
