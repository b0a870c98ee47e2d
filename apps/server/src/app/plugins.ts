import zlib from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Services } from './services.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The API's interactive reference (Swagger UI over /api/openapi.json). */
export const API_DOCS_PATH = '/api/docs';

/**
 * The outside plugins, in order: helmet first so every answer, errors included, carries its
 * headers; compression; multipart photos; the WebSocket plugin before any route that upgrades.
 */
export async function registerOutsidePlugins(app: FastifyInstance, config: Config, s: Services) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The map's tiles come from their server (MAP_TILE_URL).
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.map.tileUrl ? [new URL(config.map.tileUrl.replace(/\{[a-z]\}/g, '0')).origin] : []),
          // Photos from the bucket's public address or CDN (S3_PUBLIC_URL).
          ...(config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : []),
        ],
        // The page talks to its own origin only: the API and the realtime socket ('self' covers
        // ws/wss on the same host in CSP 3; the public address's socket origin is named for browsers before it).
        connectSrc: ["'self'", new URL(config.publicUrl).origin.replace(/^http/, 'ws')],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Set below only for requests that really came over HTTPS (a laptop serves plain HTTP).
    strictTransportSecurity: false,
  });
  // Camera and microphone for video calls and location for "near me", on our own pages only; the rest off.
  const permissionsPolicy = 'camera=(self), microphone=(self), geolocation=(self), display-capture=(self), payment=(), usb=(), interest-cohort=()';
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
    // request.protocol believes X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // Answers about a person (anything signed in, and every write) are never stored by a browser or proxy cache.
    const personal = request.headers.authorization !== undefined || request.routeOptions.config?.access !== 'public' || request.method !== 'GET';
    if (personal && request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
  // HTML and JSON above 1 KB are compressed as they go (brotli at a quality that costs little CPU);
  // the built assets were compressed at build time and go out as they are.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  // Photos: at most 10 MB each (§9), read into memory and decoded by sharp before anything is kept.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 10, parts: 20 } });
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    preClose(done) {
      s.realtime.closeAll(this.websocketServer.clients).then(() => done(), done);
    },
  });
}

/** The API's reference, written from the routes' own zod schemas: /api/openapi.json (OpenAPI 3.1), browsable at /api/docs. */
export async function registerApiReference(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Nafasi API',
        version: '1',
        description: 'Spaces by the hour in Kenya. Errors answer {message, code, field?}; signed-in calls send `Authorization: Bearer <access token>`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Only the API: the web app's pages, the sitemap and the simulator are not part of it.
    // Grouped by the path's first segment (auth, spaces, bookings...), as the modules are.
    transform: (route) => {
      if (!route.url.startsWith('/api/')) return { schema: { ...route.schema, hide: true }, url: route.url };
      const tag = route.url.split('/')[2] ?? 'api';
      return jsonSchemaTransform({ ...route, schema: { tags: [tag], ...route.schema } });
    },
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, uiConfig: { validatorUrl: null, deepLinking: true, docExpansion: 'list' } });
}
