import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPGRADE_MESSAGES } from '@nafasi/shared/accounts';
import { createTestApp, insertSpace, signUp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('owner upgrade', () => {
  it('a user asks once; an admin approves; the account becomes an owner at once', async () => {
    const user = await signUp(t);
    const admin = await signUp(t, { role: 'admin' });
    expect((await call('GET', '/api/profile/upgrade-request', user.auth)).json().data).toBeNull();
    const asked = await call('POST', '/api/profile/upgrade-request', user.auth, { message: 'I run a studio in Kilimani.' });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().data).toMatchObject({ status: 'pending', message: 'I run a studio in Kilimani.', user_email: user.email });
    const twice = await call('POST', '/api/profile/upgrade-request', user.auth, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(UPGRADE_MESSAGES.alreadyPending);

    const list = await call('GET', '/api/admin/upgrade-requests?status=pending', admin.auth);
    expect(list.json().data.map((r: { id: string }) => r.id)).toContain(asked.json().data.id);
    const decided = await call('POST', `/api/admin/upgrade-requests/${asked.json().data.id}/decision`, admin.auth, { decision: 'approve' });
    expect(decided.json().data.status).toBe('approved');
    // The same access token now carries owner rights: roles are read on every request.
    expect((await call('GET', '/api/auth/user', user.auth)).json().data.role).toBe('owner');
    const again = await call('POST', `/api/admin/upgrade-requests/${asked.json().data.id}/decision`, admin.auth, { decision: 'reject', reason: 'late' });
    expect(again.statusCode).toBe(409);
    expect((await call('POST', '/api/profile/upgrade-request', user.auth, {})).json().message).toBe(UPGRADE_MESSAGES.alreadyOwner);
  });

  it('a refusal needs a reason, and leaves the role as it was', async () => {
    const user = await signUp(t);
    const admin = await signUp(t, { role: 'admin' });
    const { id } = (await call('POST', '/api/profile/upgrade-request', user.auth, {})).json().data;
    const bare = await call('POST', `/api/admin/upgrade-requests/${id}/decision`, admin.auth, { decision: 'reject' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ field: 'reason', message: UPGRADE_MESSAGES.reasonRequired });
    const refused = await call('POST', `/api/admin/upgrade-requests/${id}/decision`, admin.auth, { decision: 'reject', reason: 'Add a phone number first.' });
    expect(refused.json().data).toMatchObject({ status: 'rejected', reason: 'Add a phone number first.' });
    expect((await call('GET', '/api/auth/user', user.auth)).json().data.role).toBe('user');
    expect((await call('GET', '/api/profile/upgrade-request', user.auth)).json().data.status).toBe('rejected');
    expect((await call('POST', `/api/admin/upgrade-requests/${randomUUID()}/decision`, admin.auth, { decision: 'approve' })).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/upgrade-requests/${id}/decision`, admin.auth, { decision: 'maybe' })).statusCode).toBe(400);
  });
});

describe('favorites', () => {
  it('keeps a user’s favourite spaces, each once, and only theirs', async () => {
    const amina = await signUp(t);
    const otieno = await signUp(t);
    const space = await insertSpace(t.database, { title: 'Favourite Hall' });
    const hidden = await insertSpace(t.database, { title: 'Pending', status: 'pending' });
    expect((await call('PUT', `/api/favorites/${space.id}`, amina.auth)).statusCode).toBe(204);
    expect((await call('PUT', `/api/favorites/${space.id}`, amina.auth)).statusCode).toBe(204);
    expect((await call('GET', '/api/favorites', amina.auth)).json().data).toEqual([space.id]);
    expect((await call('GET', '/api/favorites', otieno.auth)).json().data).toEqual([]);
    expect((await call('PUT', `/api/favorites/${hidden.id}`, amina.auth)).statusCode).toBe(404);
    expect((await call('PUT', '/api/favorites/not-a-uuid', amina.auth)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/favorites/${space.id}`, amina.auth)).statusCode).toBe(204);
    expect((await call('GET', '/api/favorites', amina.auth)).json().data).toEqual([]);
  });
});
