import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPGRADE_MESSAGES } from '@nafasi/shared/profiles';
import { createTestApp, insertSpace, signUp, type TestContext, as } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('owner upgrade', () => {
  it('a user asks once; an admin approves; the account becomes an owner at once', async () => {
    const user = await signUp(t);
    const admin = await signUp(t, { role: 'admin' });
    expect((await as(t, user).get('/api/profile/upgrade-request')).json().data).toBeNull();
    const asked = await as(t, user).post('/api/profile/upgrade-request', { message: 'I run a studio in Kilimani.' });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().data).toMatchObject({ status: 'pending', message: 'I run a studio in Kilimani.', user_email: user.email });
    const twice = await as(t, user).post('/api/profile/upgrade-request', {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(UPGRADE_MESSAGES.alreadyPending);

    const list = await as(t, admin).get('/api/admin/upgrade-requests?status=pending');
    expect(list.json().data.map((r: { id: string }) => r.id)).toContain(asked.json().data.id);
    const decided = await as(t, admin).post(`/api/admin/upgrade-requests/${asked.json().data.id}/decision`, { decision: 'approve' });
    expect(decided.json().data.status).toBe('approved');
    // The same access token now carries owner rights: roles are read on every request.
    expect((await as(t, user).get('/api/auth/user')).json().data.role).toBe('owner');
    const again = await as(t, admin).post(`/api/admin/upgrade-requests/${asked.json().data.id}/decision`, { decision: 'reject', reason: 'late' });
    expect(again.statusCode).toBe(409);
    expect((await as(t, user).post('/api/profile/upgrade-request', {})).json().message).toBe(UPGRADE_MESSAGES.alreadyOwner);
  });

  it('a refusal needs a reason, and leaves the role as it was', async () => {
    const user = await signUp(t);
    const admin = await signUp(t, { role: 'admin' });
    const { id } = (await as(t, user).post('/api/profile/upgrade-request', {})).json().data;
    const bare = await as(t, admin).post(`/api/admin/upgrade-requests/${id}/decision`, { decision: 'reject' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ field: 'reason', message: UPGRADE_MESSAGES.reasonRequired });
    const refused = await as(t, admin).post(`/api/admin/upgrade-requests/${id}/decision`, { decision: 'reject', reason: 'Add a phone number first.' });
    expect(refused.json().data).toMatchObject({ status: 'rejected', reason: 'Add a phone number first.' });
    expect((await as(t, user).get('/api/auth/user')).json().data.role).toBe('user');
    expect((await as(t, user).get('/api/profile/upgrade-request')).json().data.status).toBe('rejected');
    expect((await as(t, admin).post(`/api/admin/upgrade-requests/${randomUUID()}/decision`, { decision: 'approve' })).statusCode).toBe(404);
    expect((await as(t, admin).post(`/api/admin/upgrade-requests/${id}/decision`, { decision: 'maybe' })).statusCode).toBe(400);
  });
});

describe('favorites', () => {
  it('keeps a user’s favourite spaces, each once, and only theirs', async () => {
    const amina = await signUp(t);
    const otieno = await signUp(t);
    const space = await insertSpace(t.database, { title: 'Favourite Hall' });
    const hidden = await insertSpace(t.database, { title: 'Pending', status: 'pending' });
    expect((await as(t, amina).put(`/api/favorites/${space.id}`)).statusCode).toBe(204);
    expect((await as(t, amina).put(`/api/favorites/${space.id}`)).statusCode).toBe(204);
    expect((await as(t, amina).get('/api/favorites')).json().data).toEqual([space.id]);
    expect((await as(t, otieno).get('/api/favorites')).json().data).toEqual([]);
    expect((await as(t, amina).put(`/api/favorites/${hidden.id}`)).statusCode).toBe(404);
    expect((await as(t, amina).put('/api/favorites/not-a-uuid')).statusCode).toBe(400);
    expect((await as(t, amina).delete(`/api/favorites/${space.id}`)).statusCode).toBe(204);
    expect((await as(t, amina).get('/api/favorites')).json().data).toEqual([]);
  });
});
