import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_MESSAGES, roomChannel, type ChatMessage } from '@nafasi/shared/meetings';
import { spaces } from '../../db/schema.ts';
import { createTestApp, insertSpace, signUp, type TestContext, as } from '../../test/harness.ts';
import { connect } from '../../test/ws-client.ts';

let t: TestContext;
type Person = Awaited<ReturnType<typeof signUp>>;
let host: Person, member: Person, stranger: Person, admin: Person;
beforeAll(async () => {
  t = await createTestApp();
  [host, member, stranger, admin] = await Promise.all([
    signUp(t, { name: 'Host Wairimu' }),
    signUp(t, { name: 'Member Kip' }),
    signUp(t, { name: 'Stranger Ouma' }),
    signUp(t, { role: 'admin' }),
  ]);
});
afterAll(() => t?.close());

const joinAs = async (who: Person, roomId: string) => {
  const client = await connect(t.app);
  client.send({ type: 'join', room: roomId, token: who.access_token });
  const joined = await client.next((m) => (m.type === 'joined' || m.type === 'room-error') && m.channel === roomChannel(roomId));
  return { client, participantId: (joined as { participantId?: string }).participantId! };
};

describe('a meeting’s history and people are for its members', () => {
  it('needs membership to read; removal takes it away', async () => {
    const m = (await as(t, host).post('/api/meetings', { title: 'Board prep' })).json().data;
    await as(t, host).post(`/api/rooms/${m.id}/messages`, { message: 'Numbers for Q3 attached' });
    for (const url of [`/api/rooms/${m.id}/messages`, `/api/rooms/${m.id}/participants`]) {
      const res = await as(t, stranger).get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(MEETING_MESSAGES.notMember);
    }
    expect((await as(t, stranger).post(`/api/rooms/${m.id}/messages`, { message: 'hi' })).statusCode).toBe(403);
    const inRoom = await joinAs(member, m.id);
    expect((await as(t, member).get(`/api/rooms/${m.id}/messages`)).json().data.map((x: ChatMessage) => x.message)).toContain('Numbers for Q3 attached');
    expect((await as(t, admin).get(`/api/rooms/${m.id}/messages`)).statusCode).toBe(200);
    expect((await as(t, host).post(`/api/meetings/${m.id}/participants/${inRoom.participantId}/remove`)).statusCode).toBe(204);
    await inRoom.client.next((x) => x.type === 'removed');
    const after = await as(t, member).get(`/api/rooms/${m.id}/messages`);
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe(MEETING_MESSAGES.removed);
    expect((await as(t, member).get(`/api/rooms/${m.id}/participants`)).statusCode).toBe(403);
    inRoom.client.socket.close();
  });

  it('lists only listed rooms to others, and shows a room’s code only to its host, its people and admins', async () => {
    const listed = (await as(t, host).post('/api/meetings', { title: 'Open Studio Hour' })).json().data;
    const unlisted = (await as(t, host).post('/api/meetings', { title: 'Private Pitch Rehearsal', listed: false })).json().data;
    expect(unlisted).toMatchObject({ listed: false, meetingCode: expect.stringMatching(/^[A-Z0-9]{6}$/) });
    const browse = async (who: Person) => (await as(t, who).get('/api/meetings?limit=100')).json().data as { id: string; meetingCode: string | null }[];
    const seen = await browse(stranger);
    expect(seen.map((x) => x.id)).toContain(listed.id);
    expect(seen.map((x) => x.id)).not.toContain(unlisted.id);
    expect(seen.find((x) => x.id === listed.id)!.meetingCode).toBeNull();
    expect((await browse(host)).find((x) => x.id === unlisted.id)!.meetingCode).toBe(unlisted.meetingCode);
    expect((await browse(admin)).map((x) => x.id)).toContain(unlisted.id);
    // Whoever has the code may join by it; a link (the id) alone does not reveal it.
    expect((await as(t, stranger).get(`/api/meetings/${unlisted.meetingCode.toLowerCase()}`)).json().data.meetingCode).toBe(unlisted.meetingCode);
    expect((await as(t, stranger).get(`/api/meetings/${listed.id}`)).json().data.meetingCode).toBeNull();
    const inRoom = await joinAs(stranger, listed.id);
    expect((await browse(stranger)).find((x) => x.id === listed.id)!.meetingCode).toBe(listed.meetingCode);
    inRoom.client.socket.close();
  });
});

describe('a space’s community chat can be moderated', () => {
  it('its owner removes people and deletes messages; anyone reports a message to the admins', async () => {
    const owner = await signUp(t, { role: 'owner', name: 'Owner Njoki' });
    const space = await insertSpace(t.database, { title: 'Moderated Hall' });
    await t.database.db.update(spaces).set({ ownerId: owner.user.id }).where(eq(spaces.id, space.id));
    const watcher = await joinAs(member, space.id);
    const troll = await joinAs(stranger, space.id);
    const spam = (await as(t, stranger).post(`/api/rooms/${space.id}/messages`, { message: 'Pay deposit to 0799 000 000 for a discount' })).json().data;

    const report = await as(t, member).post(`/api/rooms/${space.id}/messages/${spam.id}/report`, { reason: 'Asks for money off the platform' });
    expect(report.statusCode).toBe(201);
    expect(report.json().data.message).toBe(MEETING_MESSAGES.reported);
    expect((await as(t, member).post(`/api/rooms/${space.id}/messages/${spam.id}/report`, {})).statusCode).toBe(201);
    expect((await as(t, member).get('/api/admin/chat-reports')).statusCode).toBe(403);
    const reports = (await as(t, admin).get('/api/admin/chat-reports')).json().data;
    expect(reports).toContainEqual(
      expect.objectContaining({
        messageId: spam.id,
        roomTitle: 'Moderated Hall community chat',
        author: 'Stranger Ouma',
        reason: 'Asks for money off the platform',
      }),
    );

    // Not everyone moderates.
    const refused = await as(t, member).delete(`/api/rooms/${space.id}/messages/${spam.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MEETING_MESSAGES.onlyModerator);
    expect((await as(t, member).post(`/api/meetings/${space.id}/participants/${troll.participantId}/remove`)).statusCode).toBe(403);

    expect((await as(t, owner).delete(`/api/rooms/${space.id}/messages/${spam.id}`)).statusCode).toBe(204);
    expect(await watcher.client.next((m) => m.type === 'message-deleted')).toMatchObject({ messageId: spam.id });
    expect((await as(t, member).get(`/api/rooms/${space.id}/messages`)).json().data.map((m: ChatMessage) => m.id)).not.toContain(spam.id);
    expect((await as(t, admin).get('/api/admin/chat-reports')).json().data.map((r: { messageId: string }) => r.messageId)).not.toContain(spam.id);
    expect((await as(t, owner).delete(`/api/rooms/${space.id}/messages/${spam.id}`)).statusCode).toBe(404);

    expect((await as(t, owner).post(`/api/meetings/${space.id}/participants/${troll.participantId}/remove`)).statusCode).toBe(204);
    expect(await troll.client.next((m) => m.type === 'removed')).toMatchObject({ message: MEETING_MESSAGES.removed });
    expect((await as(t, stranger).post(`/api/rooms/${space.id}/messages`, { message: 'back again' })).statusCode).toBe(403);
    expect((await as(t, stranger).get(`/api/rooms/${space.id}/messages`)).statusCode).toBe(403);
    watcher.client.socket.close();
    troll.client.socket.close();
  });
});
