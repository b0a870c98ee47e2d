import { randomUUID } from 'node:crypto';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '@nafasi/shared/roles';
import { createTestApp, signUp, type TestContext } from '../test/harness.ts';

/**
 * Who may call each route. A route added without an entry here fails this test (and a route
 * without `config.access` cannot even start the server).
 */
const EXPECTED: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/status': 'public',
  'POST /api/admin/incidents': 'admin',
  'PUT /api/admin/incidents/:id': 'admin',
  'GET /api/openapi.json': 'public',
  // The API's reference (Swagger UI), public by choice in app.ts.
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'HEAD /api/docs/static/*': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/realtime': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/refresh': 'public',
  'POST /api/auth/logout': 'user',
  'GET /api/auth/user': 'user',
  'PUT /api/auth/user': 'user',
  'PUT /api/auth/password': 'user',
  'POST /api/auth/recover': 'public',
  'POST /api/auth/reset': 'public',
  'POST /api/auth/verify': 'public',
  'POST /api/auth/verify/resend': 'user',
  'POST /api/auth/google/exchange': 'public',
  'GET /api/auth/providers': 'public',
  'GET /api/auth/google': 'public',
  'GET /api/auth/google/callback': 'public',
  'GET /api/spaces': 'public',
  'GET /api/spaces/categories': 'public',
  'GET /api/spaces/featured': 'public',
  'GET /api/map': 'public',
  'GET /api/spaces/:id': 'public',
  'GET /api/spaces/:id/availability': 'public',
  'GET /api/spaces/:id/reviews': 'public',
  'POST /api/spaces/:id/reviews': 'user',
  'PUT /api/bookings/:id': 'user',
  'GET /api/profile/upgrade-request': 'user',
  'POST /api/profile/upgrade-request': 'user',
  'POST /api/profile/avatar': 'user',
  'GET /api/admin/upgrade-requests': 'admin',
  'POST /api/admin/upgrade-requests/:id/decision': 'admin',
  'GET /api/payments/mpesa': 'public',
  'POST /api/bookings': 'user',
  'GET /api/bookings': 'user',
  'GET /api/bookings/spent': 'user',
  'GET /api/bookings/:id': 'user',
  'GET /api/bookings/:id/calendar.ics': 'user',
  'POST /api/bookings/:id/cancel': 'user',
  'PUT /api/bookings/:id/mpesa-code': 'user',
  'POST /api/bookings/:id/mark-paid': 'owner',
  'POST /api/bookings/:id/release': 'owner',
  'POST /api/bookings/:id/accept': 'owner',
  'POST /api/bookings/:id/decline': 'owner',
  'GET /api/spaces/:id/blocks': 'owner',
  'POST /api/spaces/:id/blocks': 'owner',
  'DELETE /api/spaces/:id/blocks/:blockId': 'owner',
  'GET /api/spaces/:id/calendar-feed': 'owner',
  'POST /api/spaces/:id/calendar-feed': 'owner',
  'GET /api/calendar/:file': 'public',
  'POST /api/spaces/:id/pause': 'owner',
  'POST /api/spaces/:id/resume': 'owner',
  'GET /api/spaces/:id/calendar-imports': 'owner',
  'POST /api/spaces/:id/calendar-imports': 'owner',
  'POST /api/spaces/:id/calendar-imports/:importId/sync': 'owner',
  'DELETE /api/spaces/:id/calendar-imports/:importId': 'owner',
  'POST /api/bookings/:id/mpesa': 'user',
  'GET /api/payments/mpesa/:paymentId': 'user',
  'POST /api/hooks/stk/:token': 'public',
  'POST /api/hooks/c2b/:secret/validation': 'public',
  'POST /api/hooks/c2b/:secret/confirmation': 'public',
  'GET /api/account/tax': 'user',
  'PUT /api/account/tax': 'user',
  'GET /api/spaces/:id/tax': 'public',
  'GET /api/owner/withholding.csv': 'owner',
  'GET /api/owner/withholding.pdf': 'owner',
  'GET /api/admin/tax': 'admin',
  'POST /api/admin/tax/remittances': 'admin',
  'GET /api/tax-invoices/:id': 'user',
  'GET /api/bookings/:id/tax-invoices': 'user',
  'GET /api/admin/etims': 'admin',
  'POST /api/admin/etims/:id/retry': 'admin',
  'GET /api/owner/payout-account': 'owner',
  'PUT /api/owner/payout-account': 'owner',
  'POST /api/hooks/b2c/:secret/result': 'public',
  'POST /api/hooks/b2c/:secret/timeout': 'public',
  'POST /api/hooks/status/:secret/result': 'public',
  'POST /api/hooks/status/:secret/timeout': 'public',
  'POST /api/hooks/out/:secret/:attempt/result': 'public',
  'POST /api/hooks/out/:secret/:attempt/timeout': 'public',
  'GET /api/admin/payouts/held': 'admin',
  'POST /api/admin/payouts/:id/retry': 'admin',
  'POST /api/admin/payouts/:id/sent': 'admin',
  'POST /api/spaces': 'owner',
  'PUT /api/spaces/:id': 'owner',
  'DELETE /api/spaces/:id': 'owner',
  'GET /api/owner/spaces': 'owner',
  'GET /api/owner/spaces/:id': 'owner',
  'GET /api/owner/bookings': 'owner',
  'GET /api/owner/earnings': 'owner',
  'GET /api/owner/earnings.csv': 'owner',
  'POST /api/spaces/:id/images': 'owner',
  'DELETE /api/spaces/:id/images/:imageId': 'owner',
  'PUT /api/spaces/:id/images/order': 'owner',
  'GET /api/admin/stats': 'admin',
  'GET /api/admin/spaces': 'admin',
  'POST /api/admin/spaces/:id/decision': 'admin',
  'GET /api/admin/spaces/changes': 'admin',
  'GET /api/admin/reconciliation': 'admin',
  'POST /api/admin/bank-statements': 'admin',
  'GET /api/admin/bank-statements': 'admin',
  'GET /api/admin/bank-credits': 'admin',
  'POST /api/admin/bank-credits/:id/assign': 'admin',
  'GET /api/companies': 'user',
  'POST /api/companies': 'user',
  'GET /api/account/data-exports': 'user',
  'POST /api/account/data-exports': 'user',
  'POST /api/account/data-exports/:id/download': 'user',
  'GET /api/account/deletion': 'user',
  'POST /api/account/deletion': 'user',
  'POST /api/account/deletion/confirm': 'user',
  'GET /api/account/newsletter': 'user',
  'GET /api/account/corrections': 'user',
  'POST /api/account/corrections': 'user',
  'GET /api/admin/corrections': 'admin',
  'POST /api/admin/corrections/:id/answer': 'admin',
  'GET /api/admin/people/:id': 'admin',
  'PUT /api/account/newsletter': 'user',
  'GET /api/companies/:id': 'user',
  'PUT /api/companies/:id': 'user',
  'POST /api/companies/:id/invitations': 'user',
  'DELETE /api/companies/:id/invitations/:invitationId': 'user',
  'POST /api/company-invitations/preview': 'user',
  'POST /api/company-invitations/accept': 'user',
  'PUT /api/companies/:id/members/:userId': 'user',
  'DELETE /api/companies/:id/members/:userId': 'user',
  'GET /api/companies/:id/bookings': 'user',
  'GET /api/companies/:id/statement': 'user',
  'GET /api/companies/:id/statement.csv': 'user',
  'GET /api/companies/:id/statement.pdf': 'user',
  'GET /api/admin/refunds': 'admin',
  'POST /api/admin/refunds/:id/sent': 'admin',
  'POST /api/admin/bookings/:id/refunds': 'admin',
  'POST /api/admin/spaces/:id/changes/decision': 'admin',
  'GET /api/admin/bookings': 'admin',
  'GET /api/admin/users': 'admin',
  'PUT /api/admin/users/:id/role': 'admin',
  'GET /api/admin/audit': 'admin',
  'GET /api/rtc-config': 'user',
  'POST /api/contact': 'public',
  'GET /api/support-room': 'public',
  'POST /api/partners/inquiries': 'public',
  'POST /api/newsletter': 'public',
  'POST /api/newsletter/confirm': 'public',
  'POST /api/newsletter/leave': 'public',
  'GET /api/admin/messages': 'admin',
  'GET /api/threads': 'user',
  'POST /api/threads': 'user',
  'GET /api/threads/unread': 'user',
  'GET /api/threads/:id/messages': 'user',
  'POST /api/threads/:id/messages': 'user',
  'POST /api/threads/:id/read': 'user',
  'POST /api/threads/:id/report': 'user',
  'GET /api/admin/threads': 'admin',
  'GET /api/forum': 'public',
  'GET /api/forum/topics': 'public',
  'POST /api/forum/topics': 'user',
  'GET /api/forum/topics/:id': 'public',
  'POST /api/forum/topics/:id/views': 'public',
  'GET /api/forum/topics/:id/viewer': 'user',
  'POST /api/forum/topics/:id/replies': 'user',
  'PUT /api/forum/topics/:id/like': 'user',
  'DELETE /api/forum/topics/:id': 'user',
  'DELETE /api/forum/topics/:id/replies/:replyId': 'user',
  'GET /api/notifications': 'user',
  'GET /api/notifications/unread': 'user',
  'POST /api/notifications/:id/read': 'user',
  'POST /api/notifications/read-all': 'user',
  'GET /api/notifications/settings': 'user',
  'PUT /api/notifications/settings': 'user',
  // The link at the foot of an optional mail (signed): an HTML page and its form, not part of the JSON API.
  'GET /api/notifications/unsubscribe': 'public',
  'POST /api/notifications/unsubscribe': 'public',
  'GET /api/meetings': 'user',
  'POST /api/meetings': 'user',
  'GET /api/meetings/:id': 'user',
  'PUT /api/meetings/:id': 'user',
  'DELETE /api/meetings/:id': 'user',
  'POST /api/meetings/:id/participants/:participantId/mute': 'user',
  'POST /api/meetings/:id/participants/:participantId/remove': 'user',
  'GET /api/rooms/:id': 'user',
  'GET /api/rooms/:id/messages': 'user',
  'POST /api/rooms/:id/messages': 'user',
  'GET /api/rooms/:id/participants': 'user',
  'DELETE /api/rooms/:id/messages/:messageId': 'user',
  'POST /api/rooms/:id/messages/:messageId/report': 'user',
  'GET /api/admin/chat-reports': 'admin',
  'GET /api/favorites': 'user',
  'PUT /api/favorites/:spaceId': 'user',
  'DELETE /api/favorites/:spaceId': 'user',
};

/** Public routes whose own contract is a token in the header (answering 401 without one). */
const TOKEN_IN_HEADER = new Set(['POST /api/auth/refresh']);
/** Calls that would end the test's own sessions are made with an input the route refuses after the access check. */
const HARMLESS_QUERY: Record<string, string> = { 'POST /api/auth/logout': '?scope=none' };

let t: TestContext;
let tokens: Record<'user' | 'owner' | 'admin', Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  const [user, owner, admin] = await Promise.all([signUp(t), signUp(t, { role: 'owner' }), signUp(t, { role: 'admin' })]);
  tokens = { user: user.auth, owner: owner.auth, admin: admin.auth };
});
afterAll(() => t?.close());

const routeKeys = () => t.app.routeAccess.map((r) => `${r.method} ${r.url}`);
const STATUS: Record<Access, Record<'anonymous' | 'user' | 'owner' | 'admin', 'allowed' | 401 | 403>> = {
  public: { anonymous: 'allowed', user: 'allowed', owner: 'allowed', admin: 'allowed' },
  user: { anonymous: 401, user: 'allowed', owner: 'allowed', admin: 'allowed' },
  owner: { anonymous: 401, user: 403, owner: 'allowed', admin: 'allowed' },
  admin: { anonymous: 401, user: 403, owner: 403, admin: 'allowed' },
};

type OpenApi = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, { operationId?: string; security?: unknown; responses?: Record<string, unknown> }>>;
};

describe('permissions on every route', () => {
  it('every route has an entry, and its declared access is the expected one', () => {
    const declared = Object.fromEntries(t.app.routeAccess.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(routeKeys().sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(declared).toEqual(EXPECTED);
  });

  it('documents every route in /api/openapi.json from its own schemas, and nothing outside the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown; responses?: Record<string, unknown> }>>;
    }>();
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => m !== 'head')
        .map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    // The WebSocket is not HTTP: its messages are typed in packages/shared/src/realtime.ts.
    const undocumented = (key: string) =>
      key === 'GET /api/openapi.json' || key === 'GET /api/realtime' || key.includes(' /api/docs') || key.includes(' /api/notifications/unsubscribe');
    expect(documented.sort()).toEqual(
      Object.keys(EXPECTED)
        .filter((k) => !undocumented(k) && !k.startsWith('HEAD '))
        .sort(),
    );
    // A valid OpenAPI document (the parser checks it against the specification's own schema and resolves every $ref).
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
    // The schemas are the routes' own: the catalogue's filters, a booking's body, the answers.
    const list = doc.paths['/api/spaces']!.get!;
    expect(list.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['q', 'category', 'minPrice', 'maxPrice', 'sort', 'limit', 'offset']));
    expect(list.responses?.['200']).toBeDefined();
    expect(doc.paths['/api/bookings']!.post!.requestBody).toBeDefined();
  });

  it('passes a maintained OpenAPI linter (Redocly, recommended rules) with no error, and says who may call each operation', async () => {
    const written = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
    // The error body is written once and referred to: what a client reads is the document with its references followed.
    const doc = (await SwaggerParser.dereference(structuredClone(written) as never)) as unknown as OpenApi;
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(written), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
    // Relative (issue 57): "Try it out" calls the host the reference was opened on.
    expect(doc.servers?.[0]?.url).toBe('/');
    // Files are answers too: both calendar routes say what they send (issue 57).
    for (const path of ['/api/bookings/{id}/calendar.ics', '/api/calendar/{file}'])
      expect(Object.keys((doc.paths[path]?.get?.responses?.['200'] as { content?: Record<string, unknown> } | undefined)?.content ?? {}), path).toEqual([
        'text/calendar',
      ]);
    const ids = new Set<string>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        expect(op.operationId, key).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
        expect(ids.has(op.operationId!), `${key}: operationId ${op.operationId} twice`).toBe(false);
        ids.add(op.operationId!);
        if (method === 'head') continue;
        // The route's own declaration: public operations send no token, the rest the bearer token.
        expect(op.security, key).toEqual(EXPECTED[key] === 'public' ? [] : [{ bearer: [] }]);
        if (EXPECTED[key] !== 'public') expect(Object.keys(op.responses ?? {}), key).toEqual(expect.arrayContaining(['401', '403']));
        for (const [status, answer] of Object.entries(op.responses ?? {}))
          if (status.startsWith('4'))
            expect(
              (answer as { content?: Record<string, { schema?: { required?: string[] } }> }).content?.['application/json']?.schema?.required,
              `${key} ${status}`,
            ).toEqual(['message', 'code']);
      }
    }
    // ...and is written once: every error answer in the served document refers to it.
    for (const [path, methods] of Object.entries(written.paths))
      for (const [method, op] of Object.entries(methods))
        for (const [status, answer] of Object.entries(op.responses ?? {}))
          if (status.startsWith('4'))
            expect(JSON.stringify(answer), `${method} ${path} ${status}`).toMatch(/"\$ref":"#\/components\/(responses|schemas)\/\w+"/);
  });

  it('serves the interactive reference at /api/docs from our own origin, reading the same document', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toMatch(/<script>|<script [^>]*src="https?:/); // no inline or third-party script (the CSP allows neither)
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.body).toContain('./json');
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toEqual((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
  });

  it('enforces it for anonymous callers, users, owners and admins; every status answered is in the reference', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
    const undocumented: string[] = [];
    for (const key of Object.keys(EXPECTED)) {
      const [method, url] = key.split(' ') as [string, string];
      if (url === '/api/realtime') continue; // a WebSocket upgrade: covered by the realtime tests
      const path = url.replace(':id', () => randomUUID()).replace(':spaceId', () => randomUUID()) + (HARMLESS_QUERY[key] ?? '');
      for (const who of ['anonymous', 'user', 'owner', 'admin'] as const) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: path,
          headers: who === 'anonymous' ? {} : tokens[who],
          remoteAddress: `198.51.100.${Object.keys(EXPECTED).indexOf(key)}`,
        });
        const expected = STATUS[EXPECTED[key]!][who];
        if (TOKEN_IN_HEADER.has(key)) expect(res.statusCode, `${who} ${key}`).toBe(401);
        else if (expected === 'allowed') expect([401, 403], `${who} ${key}`).not.toContain(res.statusCode);
        else expect(res.statusCode, `${who} ${key}`).toBe(expected);
        expect(res.statusCode, `${who} ${key}`).toBeLessThan(500);
        const op = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
        if (op && res.statusCode >= 400 && !op.responses?.[String(res.statusCode)]) undocumented.push(`${key} ${res.statusCode}`);
        // Whatever it answered is documented, error or success (a 204 or a 302 included).
        if (op && res.statusCode < 400 && !op.responses?.[String(res.statusCode)]) undocumented.push(`${key} ${res.statusCode}`);
      }
    }
    expect([...new Set(undocumented)]).toEqual([]);
  });
});
