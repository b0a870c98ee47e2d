import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@nafasi/shared/auth';
import { roleSatisfies, type Access, type Role } from '@nafasi/shared/roles';
import { AppError, forbidden, unauthorized } from './errors.ts';

export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  sessionId: string;
  /** Whether the account confirmed its e-mail address (needed to book or list). */
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every /api route must say (checked at start-up). */
    access?: Access;
    /** The caller must have confirmed their e-mail address (booking, listing: what others rely on). */
    verified?: boolean;
    /**
     * Statuses the route answers that its schema does not say (a redirect, a file, an empty 204, a
     * token refused on a public route), each with what it means: the API reference documents them.
     */
    answers?: Partial<Record<number, string>>;
    /** The media type of a 200 in `answers` (a CSV file). */
    answersType?: string;
  }
  interface FastifyRequest {
    /** The signed-in caller, on routes that are not public. */
    user: AuthUser | null;
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

/**
 * Enforces each route's declared access on the server, whatever the web shows or hides. A route
 * under /api without a declaration stops the server from starting, so none can be forgotten.
 */
export function registerAccessControl(
  app: FastifyInstance,
  authenticate: (request: FastifyRequest) => Promise<AuthUser>,
  /** Paths a plugin serves whose routes cannot carry a declaration, public by this choice (the API's reference). */
  publicPrefixes: readonly string[] = [],
) {
  const routes: RouteAccess[] = [];
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.method === 'HEAD') return;
    if (publicPrefixes.some((prefix) => route.url === prefix || route.url.startsWith(`${prefix}/`))) {
      route.config = { ...route.config, access: 'public' };
    }
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} does not declare who may call it (config.access)`);
    for (const method of [route.method].flat()) routes.push({ method: String(method), url: route.url, access });
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    // Public routes do not look at the caller: no token check, no database read.
    if (access === 'public') return;
    request.user = await authenticate(request);
    if (!roleSatisfies(request.user.role, access)) throw forbidden(AUTH_MESSAGES.forbidden);
    if (request.routeOptions.config.verified && !request.user.emailVerified) throw new AppError(403, 'email_unverified', AUTH_MESSAGES.unverified);
  });
  return { routes };
}

export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const token = header?.match(/^Bearer ([A-Za-z0-9._~+/=-]+)$/)?.[1];
  if (!token) throw unauthorized(AUTH_MESSAGES.signInRequired);
  return token;
}

/**
 * The signed-in caller of a route that is not public (the access hook has authenticated them), typed
 * as present: handlers write `caller(req)` rather than assert that `req.user` is set.
 */
export function caller(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.signInRequired);
  return request.user;
}
