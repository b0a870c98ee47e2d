import { formatShortDate } from '@nafasi/shared/dates';
import { PAGE_META } from '@nafasi/shared/pages';
import { CalendarDays, Clock, Eye, Flame, Heart, MapPin, MessageSquare, Pin, Plus, Search, Ticket, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FORUM_CATEGORIES, FORUM_GUIDELINES, forumCategoryName, timeAgo, type ForumTopicSummary } from '@nafasi/shared/forum';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonAnchor } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label, NativeSelect, SearchField } from '@/components/ui/input';
import { Tabs } from '@/components/ui/tabs';
import { PageHeader, Section } from '@/components/marketing';
import {
  BLOG_CATEGORIES,
  BLOG_POSTS,
  EVENT_CATEGORIES,
  eventAction,
  filterEvents,
  filterPosts,
  MAX_CARD_TAGS,
  sampleEvents,
  splitEvents,
  type BlogCategory,
  type BlogPost,
  type EventCategory,
  type NafasiEvent,
} from '@/content/community';
import { NewsletterForm } from '@/features/contact/forms';
import { useForumOverview, useForumTopics } from '@/features/forum/api/get-forum';
import { Count } from '@/features/forum/components/count';
import { NewTopicDialog } from '@/features/forum/components/new-topic-dialog';
import { useAuth } from '@/lib/auth';
import { useDebounced } from '@/lib/use-debounced';
import { cn } from '@/lib/cn';

function Tags({ tags }: { tags: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
      {tags.slice(0, MAX_CARD_TAGS).map((t) => (
        <li key={t}>
          <Badge tone="muted">{t}</Badge>
        </li>
      ))}
    </ul>
  );
}

function PostCard({ post, featured = false }: { post: BlogPost; featured?: boolean }) {
  return (
    <Card className={cn('relative flex h-full flex-col overflow-hidden', featured && 'md:flex-row')} data-testid={featured ? 'featured-post' : 'post-card'}>
      <div aria-hidden className={cn(post.image, featured ? 'h-48 md:h-auto md:w-2/5' : 'h-36')} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <Badge>{post.category}</Badge>
          {featured && <Badge tone="warning">Featured</Badge>}
          <span>{post.date}</span>·<span>{post.readTime}</span>
        </p>
        <h3 className={cn('font-bold text-slate-900', featured ? 'text-2xl' : 'text-lg')}>
          {/* The whole card opens the post (the link's box covers it). */}
          <Link to={paths.blogPost.getHref(post.id)} className="after:absolute after:inset-0 hover:underline">
            {post.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-slate-600">{post.excerpt}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-medium text-slate-800">By {post.author}</p>
          <Tags tags={post.tags} />
        </div>
      </div>
    </Card>
  );
}

/** /blog — search on title or excerpt, category tabs, the first post featured, the newsletter. */
export function BlogPage() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<BlogCategory>('All Posts');
  const posts = filterPosts(BLOG_POSTS, query, category);
  const [featured, ...rest] = posts;
  const list = (
    <div className="space-y-6">
      {!featured ? (
        <EmptyState icon={Search} title="No posts found matching your search." text="Try another word or another category." />
      ) : (
        <>
          <PostCard post={featured} featured />
          {rest.length > 0 && (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {rest.map((p) => (
                <li key={p.id}>
                  <PostCard post={p} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
  return (
    <>
      <PageHeader
        eyebrow="Blog"
        title="Stories and guides from the Nafasi community"
        intro="Ideas on work, events and creative spaces in Kenya, and practical guides for guests and owners."
        description={PAGE_META['/blog'].description}
      >
        <SearchField label="Search posts" placeholder="Search posts" className="w-full max-w-md" value={query} onChange={setQuery} />
      </PageHeader>
      <Section title="Latest posts">
        <Tabs
          label="Blog categories"
          value={category}
          onChange={(id) => setCategory(id as BlogCategory)}
          items={BLOG_CATEGORIES.map((c) => ({ id: c, label: c, content: list }))}
        />
      </Section>
      <section aria-labelledby="newsletter-title" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-brand-900 px-6 py-10 text-white sm:px-10">
          <h2 id="newsletter-title" className="text-2xl font-bold">
            Get the newsletter
          </h2>
          <p className="mt-2 max-w-xl text-brand-100">New spaces, events and guides, once a month. No spam; unsubscribe any time.</p>
          <div className="mt-5">
            <NewsletterForm />
          </div>
        </div>
      </section>
    </>
  );
}

/** A forum topic in the list: the whole card opens its page. */
function TopicCard({ topic: t, now }: { topic: ForumTopicSummary; now: Date }) {
  return (
    <Card className="relative flex gap-4 p-4" data-testid="topic">
      <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">
        {t.author.initials}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {t.pinned && <Pin className="size-4 text-brand-700" aria-label="Pinned" />}
          <Link to={paths.forumTopic.getHref(t.id)} className="after:absolute after:inset-0 hover:underline">
            {t.title}
          </Link>
          {t.hot && (
            <Badge tone="danger">
              <Flame className="mr-1 size-3" aria-hidden /> Hot
            </Badge>
          )}
        </h3>
        <p className="mt-0.5 text-sm text-slate-600">
          {forumCategoryName(t.category)} · by {t.author.name} ·{' '}
          <time dateTime={t.lastActivityAt} suppressHydrationWarning>
            {timeAgo(t.lastActivityAt, now)}
          </time>
        </p>
        <p className="mt-2 flex flex-wrap gap-4 text-sm text-slate-600">
          <Count icon={MessageSquare} n={t.replies} one="reply" many="replies" />
          <Count icon={Eye} n={t.views} one="view" many="views" />
          <Count icon={Heart} n={t.likes} one="like" many="likes" />
        </p>
      </div>
    </Card>
  );
}

/** /forum — search on topic title or category; tabs Recent Discussions and Categories; topics people write. */
export function ForumPage() {
  const [query, setQuery] = useState('');
  const q = useDebounced(query.trim(), 250);
  const [tab, setTab] = useState('recent');
  const [composing, setComposing] = useState(false);
  const { status } = useAuth();
  const navigate = useNavigate();
  const topics = useForumTopics(q);
  const overview = useForumOverview();
  const now = new Date();
  const startTopic = () => {
    if (status === 'authenticated') setComposing(true);
    else void navigate(paths.login.getHref(), { state: { from: paths.forum.getHref() } });
  };
  const list = topics.data ?? [];
  const recent = topics.isPending ? (
    <p className="text-slate-600">Loading topics…</p>
  ) : list.length === 0 ? (
    <EmptyState icon={Search} title="No topics found matching your search." text="Try another word, or start a new topic." />
  ) : (
    <ul className="space-y-3">
      {list.map((t) => (
        <li key={t.id}>
          <TopicCard topic={t} now={now} />
        </li>
      ))}
    </ul>
  );
  const categories = (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {FORUM_CATEGORIES.map((c) => {
        const counted = overview.data?.categories.find((x) => x.id === c.id);
        return (
          <li key={c.id}>
            <Card className="h-full p-5">
              <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', c.color)}>{c.name}</span>
              <p className="mt-3 text-sm text-slate-700">{c.description}</p>
              <p className="mt-3 text-sm text-slate-600">
                {counted ? `${counted.posts.toLocaleString('en')} posts · ${counted.members.toLocaleString('en')} members` : '–'}
              </p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
  const stats = overview.data?.stats;
  const statRows = [
    { label: 'Members', value: stats?.members },
    { label: 'Topics', value: stats?.topics },
    { label: 'Posts', value: stats?.posts },
    { label: 'Active this week', value: stats?.activeThisWeek },
  ];
  return (
    <>
      <PageHeader
        eyebrow="Forum"
        title="Community forum"
        intro="Ask questions, share tips and meet other guests and owners across Kenya."
        description={PAGE_META['/forum'].description}
      >
        <SearchField label="Search topics" placeholder="Search topics or categories" className="w-full max-w-md" value={query} onChange={setQuery} />
        {/* Disabled only while the session is read, so a signed-in member is never sent to sign in. */}
        <Button onClick={startTopic} disabled={status === 'loading'}>
          <Plus aria-hidden /> Start New Topic
        </Button>
      </PageHeader>
      <NewTopicDialog open={composing} onOpenChange={setComposing} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_18rem] lg:px-8">
        <Tabs
          label="Forum"
          value={tab}
          onChange={setTab}
          items={[
            { id: 'recent', label: 'Recent Discussions', content: recent },
            { id: 'categories', label: 'Categories', content: categories },
          ]}
        />
        <aside className="space-y-4">
          <Card className="p-5">
            <h2 className="font-semibold text-slate-900">Community stats</h2>
            <dl className="mt-3 grid grid-cols-2 gap-3" data-testid="forum-stats">
              {statRows.map((s) => (
                <div key={s.label}>
                  <dt className="text-xs text-slate-600">{s.label}</dt>
                  <dd className="text-lg font-bold text-slate-900">{s.value === undefined ? '–' : s.value.toLocaleString('en')}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card className="p-5">
            <h2 className="font-semibold text-slate-900">Community guidelines</h2>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
              {FORUM_GUIDELINES.map((g) => (
                <li key={g}>{g}</li>
              ))}
            </ul>
          </Card>
        </aside>
      </div>
    </>
  );
}

function EventCard({ event, past }: { event: NafasiEvent; past: boolean }) {
  const full = event.attendees >= event.maxAttendees;
  const mail = `mailto:events@nafasi.co.ke?subject=${encodeURIComponent(`${eventAction(event)}: ${event.title} (${event.date})`)}`;
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="event-card">
      <div aria-hidden className={cn(event.image, 'h-28')} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex flex-wrap items-center gap-2">
          <Badge className="capitalize">{event.type}</Badge>
          <Badge tone={event.price === 'Free' ? 'success' : 'muted'}>{event.price}</Badge>
        </p>
        <h3 className="text-lg font-semibold text-slate-900">{event.title}</h3>
        <p className="text-sm text-slate-600">{event.description}</p>
        <ul className="space-y-1 text-sm text-slate-700">
          <li className="flex items-center gap-2">
            <CalendarDays className="size-4 text-slate-500" aria-hidden /> {formatShortDate(event.date)}
          </li>
          <li className="flex items-center gap-2">
            <Clock className="size-4 text-slate-500" aria-hidden /> {event.time.start}–{event.time.end}
          </li>
          <li className="flex items-center gap-2">
            <MapPin className="size-4 text-slate-500" aria-hidden /> {event.location}
          </li>
          <li className="flex items-center gap-2">
            <Users className="size-4 text-slate-500" aria-hidden /> {event.attendees}/{event.maxAttendees} attending
          </li>
        </ul>
        <Tags tags={event.tags} />
        <p className="text-sm text-slate-600">Organised by {event.organizer}</p>
        {past ? (
          // A past event takes no registrations (issue 27.6).
          <p className="mt-auto rounded-lg bg-slate-100 px-3 py-2 text-center text-sm font-medium text-slate-700" data-testid="event-ended">
            This event has ended
          </p>
        ) : (
          <ButtonAnchor href={mail} className="mt-auto" variant={full ? 'outline' : 'default'}>
            <Ticket aria-hidden /> {eventAction(event)}
          </ButtonAnchor>
        )}
      </div>
    </Card>
  );
}

/** /events — search, the category filter, and Upcoming/Past split by the event's date against now. */
export function EventsPage() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<EventCategory>('All');
  const [tab, setTab] = useState('upcoming');
  const events = useMemo(() => sampleEvents(), []);
  const { upcoming, past } = splitEvents(filterEvents(events, query, category));
  const grid = (list: NafasiEvent[], empty: string, ended = false) =>
    list.length === 0 ? (
      <EmptyState icon={CalendarDays} title={empty} text="Try another search or category." />
    ) : (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((e) => (
          <li key={e.id}>
            <EventCard event={e} past={ended} />
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <PageHeader
        eyebrow="Events"
        title="Events in Nafasi spaces"
        intro="Workshops, meetups, masterclasses and conferences across Kenya, hosted in spaces you can book."
        description={PAGE_META['/events'].description}
      >
        <SearchField label="Search events" placeholder="Search events" className="w-full max-w-md" value={query} onChange={setQuery} />
        <div className="flex items-center gap-2">
          <Label htmlFor="event-category" className="whitespace-nowrap">
            Category
          </Label>
          <NativeSelect id="event-category" value={category} onChange={(e) => setCategory(e.target.value as EventCategory)}>
            {EVENT_CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </NativeSelect>
        </div>
      </PageHeader>
      <Section title="Calendar">
        <Tabs
          label="Events"
          value={tab}
          onChange={setTab}
          items={[
            { id: 'upcoming', label: `Upcoming (${upcoming.length})`, content: grid(upcoming, 'No upcoming events found.') },
            { id: 'past', label: `Past (${past.length})`, content: grid(past, 'No past events found.', true) },
          ]}
        />
      </Section>
    </>
  );
}
