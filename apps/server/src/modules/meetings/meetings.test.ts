import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CHAT_LENGTH, MEETING_MESSAGES, SUPPORT_ROOM, roomChannel, type ChatMessage, type Participant } from '@nafasi/shared/meetings';
import { m as msg } from '@nafasi/shared/i18n';
import { MASKED } from '@nafasi/shared/messages';
import type { RealtimeServerMessage } from '@nafasi/shared/realtime';
import { meetingParticipants, meetings } from '../../db/schema.ts';
import { offsetClock } from '../../lib/clock.ts';
import { createTestApp, dbKind, insertSpace, signUp, type TestContext, as } from '../../test/harness.ts';
import { connect } from '../../test/ws-client.ts';

let t: TestContext;
/** Flows like the wall clock; the chat-rate test holds it still, so the rate reads only what the test sends. */
const clock = offsetClock();
let host: Awaited<ReturnType<typeof signUp>>;
let guest: Awaited<ReturnType<typeof signUp>>;
let third: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  // A short grace, so a leave is announced within the test's wait.
  t = await createTestApp({ ROOM_LEAVE_GRACE_S: '1' }, { clock });
  [host, guest, third, admin] = await Promise.all([
    signUp(t, { name: 'Njeri Host' }),
    signUp(t, { name: 'Otieno Guest' }),
    signUp(t, { name: 'Third Person' }),
    signUp(t, { role: 'admin' }),
  ]);
});
afterAll(() => t?.close());

type Who = { auth: Record<string, string> };
const createMeeting = async (who: Who = host, title = 'Weekly Standup', description = '') => {
  const res = await as(t, who).post('/api/meetings', { title, description });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; meetingCode: string; title: string };
};
const say = (who: Who, roomId: string, message: string) => as(t, who).post(`/api/rooms/${roomId}/messages`, { message });

describe('meetings', () => {
  it('creates a meeting with the §9 defaults and a unique 6-character code made by the server', async () => {
    const res = await as(t, host).post('/api/meetings', { title: '  Design review  ', description: 'Sprint 12' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      title: 'Design review',
      description: 'Sprint 12',
      hostName: 'Njeri Host',
      durationMinutes: 240,
      maxParticipants: 10,
      isActive: true,
      participants: 0,
    });
    expect(res.json().data.meetingCode).toMatch(/^[A-Z0-9]{6}$/);
    const codes = await Promise.all(Array.from({ length: 12 }, async (_, i) => (await createMeeting(host, `Room ${i}`)).meetingCode));
    expect(new Set(codes).size).toBe(codes.length);
    // A code the client sends is not taken.
    expect((await as(t, host).post('/api/meetings', { title: 'Mine', meetingCode: 'AAAAAA' })).statusCode).toBe(400);
  });

  it('refuses a blank room name and a signed-out caller', async () => {
    const blank = await as(t, host).post('/api/meetings', { title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'title', message: MEETING_MESSAGES.nameRequired });
    expect((await as(t, null).post('/api/meetings', { title: 'x' })).statusCode).toBe(401);
  });

  it('finds a meeting by its id first, then by its code in any case', async () => {
    const m = await createMeeting(host, 'Lookup Room');
    expect((await as(t, guest).get(`/api/meetings/${m.id}`)).json().data.id).toBe(m.id);
    expect((await as(t, guest).get(`/api/meetings/${m.meetingCode.toLowerCase()}`)).json().data.id).toBe(m.id);
    for (const missing of ['ZZZZZ9', randomUUID(), 'not a code']) {
      const res = await as(t, guest).get(`/api/meetings/${encodeURIComponent(missing)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MEETING_MESSAGES.notFound);
    }
  });

  it('searches title, description and host name, case-insensitively', async () => {
    const m = await createMeeting(guest, 'Kisumu Lakeside Planning', 'Budget for the jacaranda festival');
    for (const q of ['LAKESIDE', 'Jacaranda', 'otieno guest']) {
      const list = (await as(t, host).get(`/api/meetings?q=${encodeURIComponent(q)}`)).json();
      expect(
        list.data.map((x: { id: string }) => x.id),
        q,
      ).toContain(m.id);
    }
    expect((await as(t, host).get('/api/meetings?q=nothing-like-this')).json().data).toEqual([]);
  });

  it('lets only the host or an admin delete, or edit, a meeting', async () => {
    const m = await createMeeting(host, 'Private Room');
    const refused = await as(t, guest).delete(`/api/meetings/${m.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MEETING_MESSAGES.onlyHostDeletes);
    expect((await as(t, guest).put(`/api/meetings/${m.id}`, { title: 'Hijacked' })).statusCode).toBe(403);
    expect((await as(t, host).put(`/api/meetings/${m.id}`, { title: 'Private Room v2', description: 'Agenda' })).json().data).toMatchObject({
      title: 'Private Room v2',
      description: 'Agenda',
    });
    expect((await as(t, host).delete(`/api/meetings/${m.id}`)).statusCode).toBe(204);
    expect((await as(t, host).get(`/api/meetings/${m.id}`)).statusCode).toBe(404);
    const other = await createMeeting(guest, 'Admin may delete');
    expect((await as(t, admin).delete(`/api/meetings/${other.id}`)).statusCode).toBe(204);
  });
});

describe('the support room', () => {
  it('is one standing room with the reserved code, made on first ask, even when asked twice at once', async () => {
    const [a, b] = await Promise.all([as(t, null).get('/api/support-room'), as(t, null).get('/api/support-room')]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json().data.id).toBe(a.json().data.id);
    const room = (await as(t, guest).get(`/api/meetings/${SUPPORT_ROOM.code.toLowerCase()}`)).json().data;
    expect(room).toMatchObject({ id: a.json().data.id, title: SUPPORT_ROOM.title, isActive: true, maxParticipants: SUPPORT_ROOM.maxParticipants });
    expect((await say(guest, room.id, 'How do I pay with M-Pesa?')).statusCode).toBe(201);
  });
});

describe('chat', () => {
  it('keeps a deleted member’s lines with no trace of their name, the join line too', async () => {
    const leaving = await signUp(t, { name: 'Wairimu Leaving' });
    const room = await createMeeting(host, 'Erasure Room');
    const inRoom = await joinAs(leaving, room.id);
    expect(inRoom.joined.type).toBe('joined');
    expect((await say(leaving, room.id, 'Hello from Wairimu')).statusCode).toBe(201);
    inRoom.client.socket.close();
    expect((await as(t, leaving).post('/api/account/deletion', { password: leaving.password })).statusCode).toBe(200);
    const history = (await as(t, host).get(`/api/rooms/${room.id}/messages?limit=50`)).json().data as ChatMessage[];
    expect(JSON.stringify(history)).not.toContain('Wairimu Leaving');
    expect(history.find((x) => x.event === 'joined')).toMatchObject({ message: 'A former member joined the room', userName: 'A former member' });
  });

  it('stores messages in order, pages back through history, and refuses empty or oversized ones', async () => {
    const m = await createMeeting(host, 'History Room');
    const inRoom = await joinAs(guest, m.id);
    for (let i = 1; i <= 7; i++) expect((await say(i % 2 ? host : guest, m.id, `message ${i}`)).statusCode).toBe(201);
    const latest = (await as(t, guest).get(`/api/rooms/${m.id}/messages?limit=3`)).json();
    expect(latest.data.map((x: ChatMessage) => x.message)).toEqual(['message 5', 'message 6', 'message 7']);
    expect(latest.hasMore).toBe(true);
    const before = (await as(t, guest).get(`/api/rooms/${m.id}/messages?limit=3&before=${latest.data[0].id}`)).json();
    expect(before.data.map((x: ChatMessage) => x.message)).toEqual(['message 2', 'message 3', 'message 4']);
    const first = (await as(t, guest).get(`/api/rooms/${m.id}/messages?limit=3&before=${before.data[0].id}`)).json();
    expect(first).toMatchObject({
      data: [
        { message: 'Otieno Guest joined the room', type: 'system' },
        { message: 'message 1', userName: 'Njeri Host', type: 'text' },
      ],
      hasMore: false,
    });
    // The line is an event beside the name, read in the reader's language.
    expect(first.data[0]).toMatchObject({ event: 'joined', userName: 'Otieno Guest' });
    const inKiswahili = (
      await as(t, guest).get(`/api/rooms/${m.id}/messages?limit=3&before=${before.data[0].id}`, undefined, { 'accept-language': 'sw' })
    ).json();
    expect(inKiswahili.data[0]).toMatchObject({ message: 'Otieno Guest amejiunga na chumba', event: 'joined', type: 'system' });
    expect(inKiswahili.data[1]).toMatchObject({ message: 'message 1', event: null });

    for (const [body, message] of [
      ['   ', MEETING_MESSAGES.messageRequired],
      ['x'.repeat(MAX_CHAT_LENGTH + 1), MEETING_MESSAGES.messageTooLong],
    ] as const) {
      const res = await say(host, m.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await say(host, m.id, 'y'.repeat(MAX_CHAT_LENGTH))).statusCode).toBe(201);
    expect((await say(host, randomUUID(), 'hello')).statusCode).toBe(404);
    inRoom.client.socket.close();
  });

  it('keeps HTML as text: what is stored is exactly what was typed', async () => {
    const m = await createMeeting(host, 'Markup Room');
    const text = '<img src=x onerror=alert(1)> & <b>bold</b>';
    const inRoom = await joinAs(guest, m.id);
    expect((await say(guest, m.id, text)).json().data.message).toBe(text);
    inRoom.client.socket.close();
  });

  it('limits how fast one person sends', async () => {
    const m = await createMeeting(host, 'Fast Room');
    const inRoom = await joinAs(third, m.id);
    clock.hold();
    try {
      const results = [];
      for (let i = 0; i < 14; i++) results.push((await say(third, m.id, `spam ${i}`)).statusCode);
      // A burst of ten, then nothing until time passes: however slowly this machine answered.
      expect(results).toEqual([...Array(10).fill(201), ...Array(4).fill(429)]);
      expect((await say(host, m.id, 'others still can')).statusCode).toBe(201);
      clock.advance(1000);
      expect((await say(third, m.id, 'a second later')).statusCode).toBe(201);
    } finally {
      clock.release();
    }
    inRoom.client.socket.close();
  });

  it('a space has a community chat; an ended meeting takes no more messages', async () => {
    const space = await insertSpace(t.database, { title: 'Chatty Hall' });
    const room = (await as(t, guest).get(`/api/rooms/${space.id}`)).json().data;
    expect(room).toMatchObject({ kind: 'space', title: 'Chatty Hall community chat', maxParticipants: null });
    expect((await say(guest, space.id, 'Is there parking?')).statusCode).toBe(201);
    const pending = await insertSpace(t.database, { status: 'pending' });
    expect((await as(t, guest).get(`/api/rooms/${pending.id}`)).statusCode).toBe(404);
    const m = await createMeeting(host, 'Ending Room');
    (await joinAs(guest, m.id)).client.socket.close();
    await as(t, host).put(`/api/meetings/${m.id}`, { isActive: false });
    const ended = await say(guest, m.id, 'hello?');
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe(MEETING_MESSAGES.ended);
  });
});

const joinAs = async (who: { access_token: string }, roomId: string, app = t.app, lang?: string) => {
  const client = await connect(app, { lang });
  client.send({ type: 'join', room: roomId, token: who.access_token });
  const joined = await client.next((m) => (m.type === 'joined' || m.type === 'room-error') && m.channel === roomChannel(roomId));
  return { client, joined };
};
const isMessage = (text: string) => (m: RealtimeServerMessage) => m.type === 'message' && m.message.message === text;
const presenceWith = (n: number) => (m: RealtimeServerMessage) => m.type === 'presence' && m.participants.length === n;

describe('a space’s community chat hides contacts (issue 57, 65)', () => {
  it('hides a phone number, an address or a till, in the history and live, as messages do; a meeting shows what its people wrote', async () => {
    // The host has sent a burst in the tests before: time passes, so this test reads masking, not the chat rate.
    clock.advance(10_000);
    const space = await insertSpace(t.database, { title: 'Direct Deals Hall' });
    const watcher = await joinAs(third, space.id);
    expect(watcher.joined.type).toBe('joined');
    const lines = ['Book direct… 0722 999 888', 'or mail host.direct at gmail dot com', 'Lipa na M-Pesa till 5123456'];
    for (const line of lines) {
      const sent = await say(host, space.id, line);
      expect(sent.statusCode).toBe(201);
      expect(sent.json().data.message).toContain(MASKED);
    }
    // Live, to everyone in the room.
    const live = await watcher.client.next((m) => m.type === 'message' && m.message.message.startsWith('Book direct'));
    expect(live.type === 'message' && live.message.message).toBe(`Book direct… ${MASKED}`);
    // A number split over one person's messages in a row is a number.
    for (const part of ['call 0733', '444', '555']) await say(host, space.id, part);
    const history = ((await as(t, guest).get(`/api/rooms/${space.id}/messages`)).json().data as ChatMessage[]).filter((m) => m.type === 'text');
    const shown = history.map((m) => m.message).join('\n');
    expect(shown).not.toMatch(/0722|999 888|gmail|5123456|444|555/);
    expect(history.map((m) => m.message)).toEqual([
      `Book direct… ${MASKED}`,
      `or mail ${MASKED}`,
      `Lipa na M-Pesa till ${MASKED}`,
      `call ${MASKED}`,
      MASKED,
      MASKED,
    ]);
    // What people say about the space stays as written.
    expect((await say(guest, space.id, 'Is 14:00 on 12/12/2026 free for 25 people at KSh 2,500?')).json().data.message).toBe(
      'Is 14:00 on 12/12/2026 free for 25 people at KSh 2,500?',
    );
    watcher.client.socket.close();
    const m = await createMeeting(host, 'Team Call');
    (await joinAs(guest, m.id)).client.socket.close();
    const said = await say(host, m.id, 'my number 0722 999 888');
    expect(said.statusCode, said.body).toBe(201);
    expect(said.json().data.message).toBe('my number 0722 999 888');
  });
});

describe('rooms, live', () => {
  it('records who enters, shows presence and system messages, and delivers chat to everyone', async () => {
    const m = await createMeeting(host, 'Live Room');
    const a = await joinAs(host, m.id);
    expect(a.joined).toMatchObject({ type: 'joined', participants: [{ name: 'Njeri Host', isHost: true, isOnline: true }] });
    const b = await joinAs(guest, m.id);
    expect(b.joined.type).toBe('joined');
    await a.client.next(presenceWith(2));
    await a.client.next(isMessage('Otieno Guest joined the room'));
    const [row] = await t.database.db
      .select()
      .from(meetingParticipants)
      .where(eq(meetingParticipants.id, (b.joined as { participantId: string }).participantId));
    expect(row).toMatchObject({ participantName: 'Otieno Guest', participantEmail: guest.email, meetingId: m.id });
    expect((await as(t, guest).get(`/api/meetings/${m.id}`)).json().data.participants).toBe(2);

    await say(guest, m.id, 'Habari!');
    for (const c of [a, b]) expect(await c.client.next(isMessage('Habari!'))).toMatchObject({ message: { userName: 'Otieno Guest', type: 'text' } });

    // Media state shows in the list; signals reach the named peer only.
    b.client.send({ type: 'media', room: m.id, inCall: true, muted: true, videoOn: true });
    const inCall = await a.client.next(
      (x) => x.type === 'presence' && x.participants.some((p: Participant) => p.name === 'Otieno Guest' && p.inCall && p.isMuted && p.isVideoOn),
    );
    expect(inCall.type).toBe('presence');
    const aId = (a.joined as { participantId: string }).participantId;
    b.client.send({ type: 'signal', room: m.id, to: aId, data: { sdp: 'offer' } });
    expect(await a.client.next((x) => x.type === 'signal')).toMatchObject({
      from: (b.joined as { participantId: string }).participantId,
      data: { sdp: 'offer' },
    });

    b.client.socket.close();
    await a.client.next(isMessage('Otieno Guest left the room'));
    await a.client.next(presenceWith(1));
    a.client.socket.close();
  });

  it('does not announce a reload: leaving and coming back within the grace period says nothing', async () => {
    const m = await createMeeting(host, 'Reload Room');
    const a = await joinAs(host, m.id);
    const first = await joinAs(guest, m.id);
    await a.client.next(isMessage('Otieno Guest joined the room'));
    first.client.socket.close();
    await a.client.next(presenceWith(1));
    const again = await joinAs(guest, m.id);
    await a.client.next(presenceWith(2));
    // Past the grace period (the first socket's "left" line has been decided): still no news about the guest, who never really left.
    await t.app.settled();
    const history = (await as(t, host).get(`/api/rooms/${m.id}/messages`)).json().data.map((x: { message: string }) => x.message);
    expect(history).toEqual(['Njeri Host joined the room', 'Otieno Guest joined the room']);
    // Really leaving is announced once the grace period has passed.
    again.client.socket.close();
    await a.client.next(isMessage('Otieno Guest left the room'));
    a.client.socket.close();
  });

  it('refuses a full room, a bad token and an unknown room', async () => {
    const m = await createMeeting(host, 'Tiny Room');
    await t.database.db.update(meetings).set({ maxParticipants: 1 }).where(eq(meetings.id, m.id));
    const a = await joinAs(host, m.id);
    expect(a.joined.type).toBe('joined');
    const b = await joinAs(guest, m.id);
    expect(b.joined).toMatchObject({ type: 'room-error', message: MEETING_MESSAGES.full });
    const c = await joinAs({ access_token: 'forged' }, m.id);
    expect(c.joined).toMatchObject({ type: 'room-error', message: 'Please sign in again to join this room.' });
    const d = await joinAs(guest, randomUUID());
    expect(d.joined).toMatchObject({ type: 'room-error', message: MEETING_MESSAGES.roomNotFound });
    for (const x of [a, b, c, d]) x.client.socket.close();
  });

  it('the host mutes and removes someone; a removed person cannot come back or write', async () => {
    const m = await createMeeting(host, 'Moderated Room');
    const a = await joinAs(host, m.id);
    const b = await joinAs(third, m.id);
    const bId = (b.joined as { participantId: string }).participantId;
    expect((await as(t, guest).post(`/api/meetings/${m.id}/participants/${bId}/mute`)).statusCode).toBe(403);
    expect((await as(t, host).post(`/api/meetings/${m.id}/participants/${bId}/mute`)).statusCode).toBe(204);
    await b.client.next((x) => x.type === 'force-mute');
    expect((await as(t, host).post(`/api/meetings/${m.id}/participants/${bId}/remove`)).statusCode).toBe(204);
    expect(await b.client.next((x) => x.type === 'removed')).toMatchObject({ message: MEETING_MESSAGES.removed });
    await a.client.next(presenceWith(1));
    const again = await joinAs(third, m.id);
    expect(again.joined).toMatchObject({ type: 'room-error', message: MEETING_MESSAGES.removed });
    expect((await say(third, m.id, 'let me in')).statusCode).toBe(403);
    for (const x of [a, b, again]) x.client.socket.close();
  });

  it("tells the people in a room when its meeting is deleted, each in their page's language", async () => {
    const m = await createMeeting(host, 'Doomed Room');
    const b = await joinAs(guest, m.id);
    const c = await joinAs(third, m.id, t.app, 'sw');
    await as(t, host).delete(`/api/meetings/${m.id}`);
    expect(await b.client.next((x) => x.type === 'removed')).toMatchObject({ message: 'The host deleted this meeting.' });
    expect(await c.client.next((x) => x.type === 'removed')).toMatchObject({ message: msg.api_meeting_deleted({}, { locale: 'sw' }) });
    expect(msg.api_meeting_deleted({}, { locale: 'sw' })).not.toBe('The host deleted this meeting.');
    for (const x of [b, c]) x.client.socket.close();
  });

  it("tells someone removed from a room in their page's language", async () => {
    const m = await createMeeting(host, 'Swahili Moderated Room');
    const b = await joinAs(third, m.id, t.app, 'sw');
    const bId = (b.joined as { participantId: string }).participantId;
    expect((await as(t, host).post(`/api/meetings/${m.id}/participants/${bId}/remove`)).statusCode).toBe(204);
    expect(await b.client.next((x) => x.type === 'removed')).toMatchObject({ message: msg.meeting_removed({}, { locale: 'sw' }) });
    b.client.socket.close();
  });

  it.runIf(dbKind === 'postgres')('delivers a message and a call signal across server instances', async () => {
    const other = await t.startAnotherInstance();
    const m = await createMeeting(host, 'Two Instance Room');
    const a = await joinAs(host, m.id);
    const b = await joinAs(guest, m.id, other);
    await say(host, m.id, 'From instance A');
    await b.client.next(isMessage('From instance A'));
    await a.client.next(presenceWith(2));
    b.client.send({ type: 'signal', room: m.id, to: (a.joined as { participantId: string }).participantId, data: { candidate: 'c1' } });
    expect(await a.client.next((x) => x.type === 'signal')).toMatchObject({ data: { candidate: 'c1' } });
    a.client.socket.close();
    b.client.socket.close();
  });
});
