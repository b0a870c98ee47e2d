import type { ForumCategoryId } from '@nafasi/shared/forum';
import type { Role } from '@nafasi/shared/roles';
import type { Db } from '../db/client.ts';
import { forumLikes, forumReplies, forumTopics } from '../db/schema.ts';
import { one } from '../lib/rows.ts';

type Who = Extract<Role, 'admin' | 'owner' | 'user'>;

interface SampleTopic {
  title: string;
  category: ForumCategoryId;
  by: Who;
  pinned?: boolean;
  hoursAgo: number;
  body: string;
  replies: { by: Who; hoursAgo: number; body: string }[];
  likedBy: Who[];
}

/** The forum a new installation starts with: the specification's six topics, written by the sample accounts (the team's posts in English and Kiswahili). */
const SAMPLE_TOPICS: SampleTopic[] = [
  {
    title: 'Welcome to the Nafasi community: read this first',
    category: 'general',
    by: 'admin',
    pinned: true,
    hoursAgo: 24 * 30,
    body: 'Karibu! This forum is for everyone who books or hosts spaces on Nafasi. Introduce yourself, ask questions about working in Kenya, and share what you have learned. Please read the community guidelines before you post, and use the search first: your question may already have an answer.\n\nKwa Kiswahili: jukwaa hili ni la kila mtu anayeweka nafasi au anayekaribisha wageni kwenye Nafasi. Jitambulishe, uliza maswali kuhusu kufanya kazi nchini Kenya, na shiriki ulichojifunza. Tafadhali soma miongozo ya jumuiya kabla ya kuandika, na utafute kwanza: huenda swali lako limeshajibiwa.',
    replies: [
      { by: 'user', hoursAgo: 24 * 29, body: 'Habari! I run a small design studio in Kilimani and book meeting rooms for client pitches. Happy to be here.' },
      { by: 'owner', hoursAgo: 2, body: 'Welcome everyone. I host two studios in Kilimani; ask me anything about hosting.' },
    ],
    likedBy: ['user', 'owner'],
  },
  {
    title: 'Best quiet places to work in Westlands with reliable Wi-Fi?',
    category: 'remote',
    by: 'user',
    hoursAgo: 26,
    body: 'I need somewhere quiet for calls with clients in Europe, mornings and late afternoons. The cafés on Waiyaki Way are too loud after ten. Which coworking spaces in Westlands have Wi-Fi that holds up on a video call and a corner where you can talk?',
    replies: [
      {
        by: 'owner',
        hoursAgo: 20,
        body: 'Search for coworking with WiFi and Phone Booth ticked: the phone booths make the difference for calls. Book a couple of hours first to test the connection.',
      },
      {
        by: 'admin',
        hoursAgo: 6,
        body: 'You can also ask a host directly from the space page before you book: they answer questions about the connection and noise.\n\nKwa Kiswahili: unaweza pia kumuuliza mwenyeji moja kwa moja kutoka ukurasa wa eneo kabla ya kuweka nafasi; wenyeji hujibu maswali kuhusu intaneti na kelele.',
      },
      { by: 'user', hoursAgo: 1, body: 'Thanks both. Tried one with a phone booth this morning and the call never dropped.' },
    ],
    likedBy: ['owner'],
  },
  {
    title: 'What hourly rate do you charge for a 10-person boardroom?',
    category: 'owners',
    by: 'owner',
    hoursAgo: 40,
    body: 'I am setting up a 10-seat boardroom with a screen and video conferencing near Upper Hill. Hosts with similar rooms: what do you charge per hour, and do you ask for a minimum booking?',
    replies: [
      {
        by: 'admin',
        hoursAgo: 30,
        body: 'Our guide on pricing your space by the hour walks through it: start from similar rooms nearby, count your real cost of an hour, and use a two-hour minimum rather than a lower price.\n\nKwa Kiswahili: mwongozo wetu wa kuweka bei ya eneo kwa saa unaeleza hatua kwa hatua: anza na vyumba vinavyofanana vilivyo karibu, hesabu gharama yako halisi ya saa moja, na uweke muda wa chini wa saa mbili badala ya kushusha bei.',
      },
      {
        by: 'user',
        hoursAgo: 3,
        body: 'As a guest: a two-hour minimum is fine for a board meeting. What puts me off is paying for a room whose screen does not work.',
      },
    ],
    likedBy: ['user', 'admin'],
  },
  {
    title: 'Nairobi Tech Week side events: who is hosting?',
    category: 'events',
    by: 'user',
    hoursAgo: 5,
    body: 'Tech Week is coming and a few of us want to run small side events: a founders breakfast and a design critique evening, about 30 people each. Which hosts have halls or large rooms free that week?',
    replies: [
      {
        by: 'owner',
        hoursAgo: 4,
        body: 'My podcast room is too small, but search event halls for that date and time: the search shows only halls that are free then.',
      },
    ],
    likedBy: [],
  },
  {
    title: 'Idea: recurring weekly bookings for the same room',
    category: 'feedback',
    by: 'user',
    hoursAgo: 30,
    body: 'Our team meets in the same meeting room every Monday at nine. Booking it again every week is easy to forget. Could Nafasi let us book the same slot every week for a few months?',
    replies: [
      { by: 'owner', hoursAgo: 29, body: 'As a host I would like that too, as long as I can still block days when the room is closed.' },
      {
        by: 'admin',
        hoursAgo: 28,
        body: 'Thank you, noted for the team. Until then, the host calendar shows every booking, and hosts can keep Mondays free for regulars by talking to them.\n\nKwa Kiswahili: asante, timu imepokea wazo hili. Kwa sasa, kalenda ya mwenyeji inaonyesha kila uhifadhi, na wenyeji wanaweza kuwaachia wateja wao wa kawaida Jumatatu kwa kuzungumza nao.',
      },
    ],
    likedBy: ['owner', 'admin'],
  },
  {
    title: 'Community guidelines and how moderation works',
    category: 'general',
    by: 'admin',
    pinned: true,
    hoursAgo: 24 * 3,
    body: 'Be kind, stay on topic, and never share M-Pesa PINs or passwords. Phone numbers and e-mail addresses in posts are hidden, as in messages, so deals stay where both sides are protected. Moderators remove posts that break the guidelines; you can remove your own posts at any time.\n\nKwa Kiswahili: kuwa mwema, usitoke nje ya mada, na kamwe usishiriki PIN za M-Pesa wala nenosiri. Nambari za simu na anwani za barua pepe kwenye machapisho hufichwa, kama ilivyo kwenye ujumbe, ili makubaliano yabaki mahali ambapo pande zote mbili zinalindwa. Wasimamizi huondoa machapisho yanayovunja miongozo; unaweza kuondoa machapisho yako wakati wowote.',
    replies: [],
    likedBy: ['user'],
  },
];

/** Adds the sample forum (in the sample accounts' seed transaction). */
export async function seedSampleForum(db: Pick<Db, 'insert'>, ids: Record<Who, string>, now = Date.now()) {
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
  for (const t of SAMPLE_TOPICS) {
    const last = Math.min(t.hoursAgo, ...t.replies.map((r) => r.hoursAgo));
    const topic = one(
      await db
        .insert(forumTopics)
        .values({
          category: t.category,
          title: t.title,
          body: t.body,
          authorId: ids[t.by],
          pinned: t.pinned ?? false,
          replyCount: t.replies.length,
          createdAt: at(t.hoursAgo),
          lastActivityAt: at(last),
        })
        .returning({ id: forumTopics.id }),
    );
    if (t.replies.length) {
      await db.insert(forumReplies).values(t.replies.map((r) => ({ topicId: topic.id, authorId: ids[r.by], body: r.body, createdAt: at(r.hoursAgo) })));
    }
    if (t.likedBy.length) await db.insert(forumLikes).values(t.likedBy.map((who) => ({ topicId: topic.id, userId: ids[who] })));
  }
}
