import { formatShortDate } from '@nafasi/shared/dates';
import { PAGE_META } from '@nafasi/shared/pages';
import { CalendarDays, Clock, Eye, Flame, Heart, MapPin, MessageSquare, Pin, Plus, Search, Ticket, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from '@/lib/router';
import { FORUM_CATEGORIES, forumCategoryName, forumGuidelines, timeAgo, type ForumTopicSummary } from '@nafasi/shared/forum';
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
  blogCategoryName,
  blogPosts,
  EVENT_CATEGORIES,
  eventAction,
  eventCategoryName,
  eventTypeName,
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
import { m } from '@nafasi/shared/i18n';

function Tags({ tags }: { tags: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={m.blog_tags()}>
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
          <Badge>{blogCategoryName(post.category)}</Badge>
          {featured && <Badge tone="warning">{m.blog_featured()}</Badge>}
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
          <p className="text-sm font-medium text-slate-800">{m.blog_by({ author: post.author })}</p>
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
  const posts = filterPosts(blogPosts(), query, category);
  const [featured, ...rest] = posts;
  const list = (
    <div className="space-y-6">
      {!featured ? (
        <EmptyState icon={Search} title={m.blog_none()} text={m.blog_none_text()} />
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
      <PageHeader eyebrow={m.footer_blog()} title={m.blog_title()} intro={m.blog_intro()} description={PAGE_META['/blog'].description}>
        <SearchField label={m.blog_search()} placeholder={m.blog_search()} className="w-full max-w-md" value={query} onChange={setQuery} />
      </PageHeader>
      <Section title={m.blog_latest()}>
        <Tabs
          label={m.blog_categories()}
          value={category}
          onChange={(id) => setCategory(id as BlogCategory)}
          items={BLOG_CATEGORIES.map((c) => ({ id: c, label: blogCategoryName(c), content: list }))}
        />
      </Section>
      <section aria-labelledby="newsletter-title" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-brand-900 px-6 py-10 text-white sm:px-10">
          <h2 id="newsletter-title" className="text-2xl font-bold">
            {m.blog_newsletter()}
          </h2>
          <p className="mt-2 max-w-xl text-brand-100">{m.blog_newsletter_text()}</p>
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
          {t.pinned && <Pin className="size-4 text-brand-700" aria-label={m.forum_pinned()} />}
          <Link lang="" to={paths.forumTopic.getHref(t.id)} className="after:absolute after:inset-0 hover:underline">
            {t.title}
          </Link>
          {t.hot && (
            <Badge tone="danger">
              <Flame className="mr-1 size-3" aria-hidden /> {m.forum_hot()}
            </Badge>
          )}
        </h3>
        <p className="mt-0.5 text-sm text-slate-600">
          {forumCategoryName(t.category)} · {m.approvals_by({ owner: t.author.name })} ·{' '}
          <time dateTime={t.lastActivityAt} suppressHydrationWarning>
            {timeAgo(t.lastActivityAt, now)}
          </time>
        </p>
        <p className="mt-2 flex flex-wrap gap-4 text-sm text-slate-600">
          <Count icon={MessageSquare} n={t.replies} label={m.forum_count_replies} />
          <Count icon={Eye} n={t.views} label={m.forum_count_views} />
          <Count icon={Heart} n={t.likes} label={m.forum_count_likes} />
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
    <p className="text-slate-600">{m.forum_loading_topics()}</p>
  ) : list.length === 0 ? (
    <EmptyState icon={Search} title={m.forum_none()} text={m.forum_none_text()} />
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
                {counted ? m.forum_counted({ posts: counted.posts.toLocaleString('en'), members: counted.members.toLocaleString('en') }) : '–'}
              </p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
  const stats = overview.data?.stats;
  const statRows = [
    { label: m.press_fact_members(), value: stats?.members },
    { label: m.forum_topics(), value: stats?.topics },
    { label: m.forum_posts(), value: stats?.posts },
    { label: m.forum_active_week(), value: stats?.activeThisWeek },
  ];
  return (
    <>
      <PageHeader eyebrow={m.footer_forum()} title={m.forum_page_title()} intro={m.forum_page_intro()} description={PAGE_META['/forum'].description}>
        <SearchField label={m.forum_search()} placeholder={m.forum_search_placeholder()} className="w-full max-w-md" value={query} onChange={setQuery} />
        {/* Disabled only while the session is read, so a signed-in member is never sent to sign in. */}
        <Button onClick={startTopic} disabled={status === 'loading'}>
          <Plus aria-hidden /> {m.forum_start()}
        </Button>
      </PageHeader>
      <NewTopicDialog open={composing} onOpenChange={setComposing} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_18rem] lg:px-8">
        <Tabs
          label={m.footer_forum()}

          value={tab}
          onChange={setTab}
          items={[
            { id: 'recent', label: m.forum_recent(), content: recent },
            { id: 'categories', label: m.forum_categories(), content: categories },
          ]}
        />
        <aside className="space-y-4">
          <Card className="p-5">
            <h2 className="font-semibold text-slate-900">{m.forum_stats()}</h2>
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
            <h2 className="font-semibold text-slate-900">{m.forum_guidelines()}</h2>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
              {forumGuidelines().map((g) => (
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
          <Badge>{eventTypeName(event.type)}</Badge>
          <Badge tone={event.priceKsh === 0 ? 'success' : 'muted'}>{event.price}</Badge>
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
            <MapPin className="size-4 text-slate-500" aria-hidden /> <span translate="no">{event.location}</span>
          </li>
          <li className="flex items-center gap-2">
            <Users className="size-4 text-slate-500" aria-hidden /> {m.events_attending({ count: event.attendees, max: event.maxAttendees })}
          </li>
        </ul>
        <Tags tags={event.tags} />
        <p className="text-sm text-slate-600">{m.events_organised({ by: event.organizer })}</p>
        {past ? (
          // A past event takes no registrations (issue 27.6).
          <p className="mt-auto rounded-lg bg-slate-100 px-3 py-2 text-center text-sm font-medium text-slate-700" data-testid="event-ended">
            {m.events_ended()}
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
      <EmptyState icon={CalendarDays} title={empty} text={m.events_none_text()} />
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
      <PageHeader eyebrow={m.footer_events()} title={m.events_title()} intro={m.events_intro()} description={PAGE_META['/events'].description}>
        <SearchField label={m.events_search()} placeholder={m.events_search()} className="w-full max-w-md" value={query} onChange={setQuery} />
        <div className="flex items-center gap-2">
          <Label htmlFor="event-category" className="whitespace-nowrap">
            {m.filter_category()}
          </Label>
          <NativeSelect id="event-category" value={category} onChange={(e) => setCategory(e.target.value as EventCategory)}>
            {EVENT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {eventCategoryName(c)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </PageHeader>
      <Section title={m.cal_calendar()}>
        <Tabs
          label={m.footer_events()}

          value={tab}
          onChange={setTab}
          items={[
            { id: 'upcoming', label: m.events_upcoming({ count: upcoming.length }), content: grid(upcoming, m.events_no_upcoming()) },
            { id: 'past', label: m.events_past({ count: past.length }), content: grid(past, m.events_no_past(), true) },
          ]}
        />
      </Section>
    </>
  );
}
