import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORUM_MESSAGES, type ForumOverview, type ForumTopic, type ForumTopicSummary } from '@nafasi/shared/forum';
import { MASKED } from '@nafasi/shared/messages';
import { offsetClock } from '../../lib/clock.ts';
import { as, createTestApp, signUp, type TestContext } from '../../test/harness.ts';
import { connect } from '../../test/ws-client.ts';

const clock = offsetClock();
let t: TestContext;
let admin: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await signUp(t, { role: 'admin' });
});
afterAll(() => t?.close());

const topic = { category: 'remote', title: 'Quiet desks in Kisumu with good Wi-Fi?', body: 'Looking for a calm place near the lake to work on calls.' };
const post = async (who: { auth: Record<string, string> }, input: object = topic) => as(t, who).post('/api/forum/topics', input);

describe('the forum (issue 27.6: topics open on their own page)', () => {
  it('lets a member post a topic and others reply; everyone reads it on its own address, in order, with counts', async () => {
    const [author, reader] = [await signUp(t, { name: 'Otieno Lakeside' }), await signUp(t, { name: 'Wanjiru Desk' })];
    const created = await post(author);
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json().data as ForumTopic).id;
    expect((await as(t, reader).post(`/api/forum/topics/${id}/replies`, { body: 'Try the coworking floor by the lake road.' })).statusCode).toBe(201);
    expect((await as(t, author).post(`/api/forum/topics/${id}/replies`, { body: 'Thanks, booked it for Monday.' })).statusCode).toBe(201);
    const read = await as(t, null).get(`/api/forum/topics/${id}`);
    expect(read.statusCode).toBe(200);
    const shown = read.json().data as ForumTopic;
    expect(shown).toMatchObject({ title: topic.title, category: 'remote', replies: 2, author: { name: 'Otieno Lakeside', initials: 'OL' } });
    expect(shown.replyList.map((r) => [r.author.name, r.body])).toEqual([
      ['Wanjiru Desk', 'Try the coworking floor by the lake road.'],
      ['Otieno Lakeside', 'Thanks, booked it for Monday.'],
    ]);
    // No e-mail address of anyone is in what the public reads.
    expect(read.body).not.toContain('@example.co.ke');
    // The list finds it by its title and by its category's name; newest activity first.
    const byTitle = (await as(t, null).get('/api/forum/topics?q=kisumu')).json().data as ForumTopicSummary[];
    expect(byTitle.map((x) => x.id)).toContain(id);
    const byCategory = (await as(t, null).get('/api/forum/topics?q=remote%20work')).json().data as ForumTopicSummary[];
    expect(byCategory.map((x) => x.id)).toContain(id);
    expect(((await as(t, null).get('/api/forum/topics?q=zzzz-nothing')).json().data as unknown[]).length).toBe(0);
  });

  it('counts a view once an hour per address whichever instance is asked, and none for a topic that does not exist (issue 57)', async () => {
    const author = await signUp(t);
    const id = (await post(author)).json().data.id as string;
    const others = t.databaseUrl ? [await t.startAnotherInstance(), await t.startAnotherInstance()] : [];
    for (const app of [t.app, ...others])
      for (let i = 0; i < 3; i++) await app.inject({ method: 'POST', url: `/api/forum/topics/${id}/views`, remoteAddress: '10.9.7.1' });
    // The same /64 is one visitor; another network is another.
    await t.app.inject({ method: 'POST', url: `/api/forum/topics/${id}/views`, remoteAddress: '2001:db8:1:2::5' });
    await t.app.inject({ method: 'POST', url: `/api/forum/topics/${id}/views`, remoteAddress: '2001:db8:1:2::6' });
    expect((await as(t, null).get(`/api/forum/topics/${id}`)).json().data.views).toBe(2);
    const missing = await t.app.inject({ method: 'POST', url: '/api/forum/topics/00000000-0000-4000-8000-0000000000aa/views', remoteAddress: '10.9.7.2' });
    expect(missing.statusCode).toBe(204);
  });

  it('counts a view once an hour per address, likes once per person, and marks a topic hot after three replies in two days', async () => {
    const [author, fan] = [await signUp(t), await signUp(t)];
    const id = (await post(author)).json().data.id as string;
    const view = (ip: string) => t.app.inject({ method: 'POST', url: `/api/forum/topics/${id}/views`, remoteAddress: ip });
    await Promise.all([view('10.9.0.1'), view('10.9.0.1'), view('10.9.0.2')]);
    expect((await as(t, null).get(`/api/forum/topics/${id}`)).json().data.views).toBe(2);
    for (const liked of [true, true]) expect((await as(t, fan).put(`/api/forum/topics/${id}/like`, { liked })).json().data).toEqual({ liked: true, likes: 1 });
    expect((await as(t, fan).get(`/api/forum/topics/${id}/viewer`)).json().data).toMatchObject({ liked: true, mayRemoveTopic: false });
    expect((await as(t, fan).put(`/api/forum/topics/${id}/like`, { liked: false })).json().data).toEqual({ liked: false, likes: 0 });
    const hot = async () => ((await as(t, null).get(`/api/forum/topics/${id}`)).json().data as ForumTopic).hot;
    for (const body of ['one', 'two']) await as(t, fan).post(`/api/forum/topics/${id}/replies`, { body: `reply ${body}` });
    expect(await hot()).toBe(false);
    await as(t, fan).post(`/api/forum/topics/${id}/replies`, { body: 'reply three' });
    expect(await hot()).toBe(true);
    // Two days on, it cools.
    clock.advance(49 * 3_600_000);
    try {
      expect(await hot()).toBe(false);
    } finally {
      clock.advance(-49 * 3_600_000);
    }
  });

  it('hides phone numbers and e-mail addresses in what is posted, as messages do: bodies, titles and names (issue 57)', async () => {
    const author = await signUp(t, { name: 'Deals 0799 000 111' });
    const created = await post(author, {
      ...topic,
      title: 'Cheap hall, call 0712 345 678',
      body: 'Call me on 0712 345 678 or write to host.person@gmail.com for a deal.',
    });
    const id = created.json().data.id as string;
    const shown = (await as(t, null).get(`/api/forum/topics/${id}`)).json().data as ForumTopic;
    expect(shown.body).not.toMatch(/0712|gmail/);
    expect(shown.body).toContain(MASKED);
    expect(shown.title).toBe(`Cheap hall, call ${MASKED}`);
    expect(shown.author.name).toBe(`Deals ${MASKED}`);
    const listed = ((await as(t, null).get('/api/forum/topics?q=cheap%20hall')).json().data as ForumTopicSummary[]).find((x) => x.id === id);
    expect(listed?.title).toBe(`Cheap hall, call ${MASKED}`);
    expect(JSON.stringify(listed)).not.toMatch(/0712|0799/);
  });

  it('refuses what it should: visitors, unconfirmed addresses, bad input, floods, and removing someone else’s post', async () => {
    const [author, other, unverified] = [await signUp(t), await signUp(t), await signUp(t, { verified: false })];
    expect((await post({ auth: {} })).statusCode).toBe(401);
    expect((await post(unverified)).statusCode).toBe(403);
    // Liking is writing too (issue 57): an unconfirmed account may not.
    const liked = (await post(author)).json().data.id as string;
    expect((await as(t, unverified).put(`/api/forum/topics/${liked}/like`, { liked: true })).statusCode).toBe(403);
    expect((await as(t, null).get(`/api/forum/topics/${liked}`)).json().data.likes).toBe(0);
    for (const [input, field] of [
      [{ ...topic, category: 'gossip' }, 'category'],
      [{ ...topic, title: 'Hi' }, 'title'],
      [{ ...topic, title: 'Two\nlines here' }, 'title'],
      [{ ...topic, body: 'short' }, 'body'],
      [{ ...topic, body: 'x'.repeat(5001) }, 'body'],
      [{ ...topic, extra: 1 }, undefined],
    ] as const) {
      const res = await post(author, input);
      expect(res.statusCode, JSON.stringify(input).slice(0, 60)).toBe(400);
      if (field) expect(res.json().field).toBe(field);
    }
    expect((await as(t, null).get('/api/forum/topics/not-a-uuid')).statusCode).toBe(400);
    expect((await as(t, null).get('/api/forum/topics/00000000-0000-4000-8000-000000000000')).json().message).toBe(FORUM_MESSAGES.topicNotFound);
    const id = (await post(author)).json().data.id as string;
    const reply = (await as(t, author).post(`/api/forum/topics/${id}/replies`, { body: 'My own reply.' })).json().data.id as string;
    // Someone else's topic or reply is answered as a missing one; the author and an admin may remove.
    expect((await as(t, other).delete(`/api/forum/topics/${id}/replies/${reply}`)).statusCode).toBe(404);
    expect((await as(t, other).delete(`/api/forum/topics/${id}`)).statusCode).toBe(404);
    expect((await as(t, admin).get(`/api/forum/topics/${id}/viewer`)).json().data).toMatchObject({ mayRemoveTopic: true, removableReplies: [reply] });
    expect((await as(t, author).delete(`/api/forum/topics/${id}/replies/${reply}`)).statusCode).toBe(204);
    expect((await as(t, null).get(`/api/forum/topics/${id}`)).json().data.replies).toBe(0);
    expect((await as(t, admin).delete(`/api/forum/topics/${id}`)).statusCode).toBe(204);
    expect((await as(t, null).get(`/api/forum/topics/${id}`)).statusCode).toBe(404);
    // A flood of replies from one person is refused with 429 past six a minute (the clock held two
    // minutes past their last reply, out of the sliding window: exactly six pass).
    const target = (await post(other)).json().data.id as string;
    clock.hold();
    clock.advance(121_000);
    try {
      const answers = [];
      for (let i = 0; i < 9; i++) answers.push((await as(t, author).post(`/api/forum/topics/${target}/replies`, { body: `Reply number ${i}` })).statusCode);
      expect(answers).toEqual([201, 201, 201, 201, 201, 201, 429, 429, 429]);
    } finally {
      clock.release();
    }
  });

  it('keeps the reply count true when many reply at once, in rounds', async () => {
    const author = await signUp(t);
    const people = await Promise.all(Array.from({ length: 4 }, () => signUp(t)));
    for (let round = 0; round < 3; round++) {
      const id = (await post(author)).json().data.id as string;
      const answers = await Promise.all(
        people.flatMap((p) => [1, 2].map((n) => as(t, p).post(`/api/forum/topics/${id}/replies`, { body: `Round ${round} reply ${n}` }))),
      );
      expect(answers.every((a) => a.statusCode === 201)).toBe(true);
      const shown = (await as(t, null).get(`/api/forum/topics/${id}`)).json().data as ForumTopic;
      expect([shown.replies, shown.replyList.length]).toEqual([8, 8]);
    }
  });

  it('counts each category’s posts and people, and the forum’s totals, from what is stored', async () => {
    const before = (await as(t, null).get('/api/forum')).json().data as ForumOverview;
    const author = await signUp(t);
    const id = (await post(author, { ...topic, category: 'events' })).json().data.id as string;
    await as(t, admin).post(`/api/forum/topics/${id}/replies`, { body: 'Welcome aboard.' });
    const after = (await as(t, null).get('/api/forum')).json().data as ForumOverview;
    const events = (o: ForumOverview) => o.categories.find((c) => c.id === 'events')!;
    expect(events(after).posts - events(before).posts).toBe(2);
    expect(after.stats.topics - before.stats.topics).toBe(1);
    expect(after.stats.posts - before.stats.posts).toBe(2);
    expect(after.stats.members).toBeGreaterThanOrEqual(before.stats.members + 1);
    expect(after.stats.activeThisWeek).toBeGreaterThanOrEqual(2);
  });
});

describe('replies arrive live (issue 65)', () => {
  it('tells the readers of a topic, and only of that topic, when a reply is written or removed, or the topic is removed', async () => {
    const [author, replier] = [await signUp(t), await signUp(t)];
    const id = ((await post(author)).json().data as ForumTopic).id;
    const otherId = ((await post(author, { ...topic, title: 'Another topic entirely, about Nakuru' })).json().data as ForumTopic).id;
    const reader = await connect(t.app);
    await reader.subscribe(`forum:${id}`);
    const elsewhere = await connect(t.app);
    await elsewhere.subscribe(`forum:${otherId}`);
    const told = { type: 'forum', channel: `forum:${id}`, topicId: id };

    const replied = await as(t, replier).post(`/api/forum/topics/${id}/replies`, { body: 'The library by the lake has quiet rooms.' });
    expect(replied.statusCode).toBe(201);
    expect(await reader.next((m) => m.type === 'forum')).toEqual(told);
    const replyId = (replied.json().data as { id: string }).id;
    reader.messages.length = 0;
    expect((await as(t, replier).delete(`/api/forum/topics/${id}/replies/${replyId}`)).statusCode).toBe(204);
    expect(await reader.next((m) => m.type === 'forum')).toEqual(told);
    reader.messages.length = 0;
    // A view changes the row but wakes nobody; removing the topic does.
    expect((await as(t, null).post(`/api/forum/topics/${id}/views`)).statusCode).toBe(204);
    expect((await as(t, author).delete(`/api/forum/topics/${id}`)).statusCode).toBe(204);
    expect(await reader.next((m) => m.type === 'forum')).toEqual(told);
    expect(reader.messages.filter((m) => m.type === 'forum')).toHaveLength(1);
    expect(elsewhere.messages.some((m) => m.type === 'forum')).toBe(false);
    elsewhere.send({ type: 'subscribe', channel: 'forum:not-a-topic' });
    await elsewhere.next((m) => m.type === 'error' && m.message === 'Unknown channel: forum:not-a-topic');
    reader.socket.close();
    elsewhere.socket.close();
  });
});
