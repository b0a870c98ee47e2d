import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RealtimeServerMessage } from '@nafasi/shared/realtime';
import { spaces } from '../db/schema.ts';
import { nairobiDate } from '@nafasi/shared/time';
import { createTestApp, dbKind, insertSpace, signUp, type TestContext } from '../test/harness.ts';
import { connect } from '../test/ws-client.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const isChange = (event: string, id?: string) => (m: RealtimeServerMessage) =>
  m.type === 'change' && m.event === event && (!id || (m.event === 'DELETE' ? m.old.id === id : m.record.id === id));

describe('/api/realtime', () => {
  it('tells a subscriber of spaces about inserts, updates and deletes of public spaces', async () => {
    const client = await connect(t.app);
    await client.subscribe('spaces');

    const hidden = await insertSpace(t.database, { title: 'Still pending', status: 'pending' });
    const space = await insertSpace(t.database, { title: 'Fresh Studio', category: 'creative-studio' });
    const inserted = await client.next(isChange('INSERT', space.id));
    expect(inserted).toMatchObject({ channel: 'spaces', record: { title: 'Fresh Studio', browseCategory: 'creative-studio' } });
    // A pending space is not public: nothing about it reached the channel.
    expect(client.messages.some((m) => m.type === 'change' && m.event !== 'DELETE' && m.record.id === hidden.id)).toBe(false);

    await t.database.db.update(spaces).set({ title: 'Renamed Studio' }).where(eq(spaces.id, space.id));
    expect(await client.next(isChange('UPDATE', space.id))).toMatchObject({ record: { title: 'Renamed Studio' } });

    // Approving makes a space appear; withdrawing approval makes it disappear.
    await t.database.db.update(spaces).set({ status: 'approved' }).where(eq(spaces.id, hidden.id));
    await client.next(isChange('UPDATE', hidden.id));
    await t.database.db.update(spaces).set({ status: 'rejected' }).where(eq(spaces.id, hidden.id));
    await client.next(isChange('DELETE', hidden.id));

    await t.database.db.delete(spaces).where(eq(spaces.id, space.id));
    await client.next(isChange('DELETE', space.id));
    client.socket.close();
  });

  it('answers pings, and refuses unknown channels and unreadable messages', async () => {
    const client = await connect(t.app);
    client.send({ type: 'ping' });
    await client.next((m) => m.type === 'pong');
    client.send({ type: 'subscribe', channel: 'bookings:all' });
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ message: 'Unknown channel: bookings:all' });
    client.send('not json');
    await client.next((m) => m.type === 'error' && m.message === 'Messages must be JSON.');
    client.socket.close();
  });

  it('tells the watchers of a space’s availability when a booking takes or frees a slot', async () => {
    const space = await insertSpace(t.database, { title: 'Watched Room' });
    const client = await connect(t.app);
    await client.subscribe(`availability:${space.id}`);
    const guest = await signUp(t);
    const date = nairobiDate(new Date(Date.now() + 5 * 86_400_000));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: guest.auth,
      payload: { spaceId: space.id, date, startTime: '09:00', endTime: '10:00' },
    });
    expect(res.statusCode).toBe(201);
    expect(await client.next((m) => m.type === 'availability')).toEqual({ type: 'availability', channel: `availability:${space.id}`, spaceId: space.id });
    client.send({ type: 'subscribe', channel: 'availability:not-a-space' });
    await client.next((m) => m.type === 'error' && m.message === 'Unknown channel: availability:not-a-space');
    client.socket.close();
  });

  it.runIf(dbKind === 'postgres')('delivers one change to the clients of two server instances on one database', async () => {
    const other = await t.startAnotherInstance();
    const a = await connect(t.app);
    const b = await connect(other);
    await a.subscribe('spaces');
    await b.subscribe('spaces');
    const space = await insertSpace(t.database, { title: 'Seen by both' });
    const [fromA, fromB] = await Promise.all([a.next(isChange('INSERT', space.id)), b.next(isChange('INSERT', space.id))]);
    expect(fromA).toEqual(fromB);
    a.socket.close();
    b.socket.close();
  });
});

describe('a person’s own bookings, live', () => {
  it('tells the guest’s and the host’s identified sockets when a booking changes or its refund is sent, and nobody else', async () => {
    const [guest, host, stranger, admin] = await Promise.all([signUp(t), signUp(t, { role: 'owner' }), signUp(t), signUp(t, { role: 'admin' })]);
    const space = await insertSpace(t.database, { title: 'Live Booking Hall' });
    await t.database.db.update(spaces).set({ ownerId: host.user.id }).where(eq(spaces.id, space.id));
    const sockets = await Promise.all(
      [guest, host, stranger].map(async (who) => {
        const c = await connect(t.app);
        c.send({ type: 'identify', token: who.access_token });
        await c.next((m) => m.type === 'identified');
        return c;
      }),
    );
    const [g, h, s] = sockets as [Awaited<ReturnType<typeof connect>>, Awaited<ReturnType<typeof connect>>, Awaited<ReturnType<typeof connect>>];
    const date = nairobiDate(new Date(Date.now() + 6 * 86_400_000));
    const booked = (
      await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: guest.auth,
        payload: { spaceId: space.id, date, startTime: '09:00', endTime: '10:00' },
      })
    ).json().data;
    for (const c of [g, h]) expect(await c.next((m) => m.type === 'booking')).toEqual({ type: 'booking', bookingId: booked.id });
    const before = g.messages.length;
    await t.app.inject({ method: 'POST', url: `/api/bookings/${booked.id}/mark-paid`, headers: admin.auth });
    await g.next((m) => m.type === 'booking' && g.messages.indexOf(m) >= before);
    // Cancelled within the policy: a refund is owed; when an admin records it sent, both screens hear.
    await t.app.inject({ method: 'POST', url: `/api/bookings/${booked.id}/cancel`, headers: guest.auth });
    const refund = (await t.app.inject({ url: '/api/admin/refunds', headers: admin.auth }))
      .json()
      .data.find((r: { booking: { id: string } | null }) => r.booking?.id === booked.id);
    const [gBefore, hBefore] = [g.messages.length, h.messages.length];
    await t.app.inject({ method: 'POST', url: `/api/admin/refunds/${refund.id}/sent`, headers: admin.auth, payload: { reference: 'RFL0000001' } });
    await g.next((m) => m.type === 'booking' && g.messages.indexOf(m) >= gBefore);
    await h.next((m) => m.type === 'booking' && h.messages.indexOf(m) >= hBefore);
    // The hub told everyone it tells in one turn: what it sent the stranger would come before this pong.
    const sBefore = s.messages.length;
    s.send({ type: 'ping' });
    await s.next((m) => m.type === 'pong' && s.messages.indexOf(m) >= sBefore);
    expect(s.messages.filter((m) => m.type === 'booking')).toEqual([]);
    const bad = await connect(t.app);
    bad.send({ type: 'identify', token: 'forged' });
    expect(await bad.next((m) => m.type === 'error')).toMatchObject({ message: 'Please sign in again.' });
    for (const c of [g, h, s, bad]) c.socket.close();
  });
});
