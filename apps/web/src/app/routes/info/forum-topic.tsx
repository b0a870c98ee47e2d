import { ArrowLeft, Eye, Heart, MessageSquare, Pin, Trash2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from '@/lib/router';
import { getErrorMessage } from '@nafasi/shared/errors';
import { FORUM_BODY_MAX, FORUM_CATEGORIES, FORUM_MESSAGES, timeAgo, type ForumTopic } from '@nafasi/shared/forum';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Textarea } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useForumTopic, useForumViewer } from '@/features/forum/api/get-forum';
import { countView, useLikeTopic, useRemoveReply, useRemoveTopic, useReply } from '@/features/forum/api/write-forum';
import { Count } from '@/features/forum/components/count';
import { useLiveTopic } from '@/features/forum/hooks/use-live-topic';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NotFoundPage } from '../not-found';
import { m } from '@nafasi/shared/i18n';

function Author({ author, at, now }: { author: ForumTopic['author']; at: string; now: Date }) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600">
      <span aria-hidden className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
        {author.initials}
      </span>
      <span>
        <span translate="no" className="font-medium text-slate-900">
          {author.name}
        </span>{' '}
        ·{' '}
        <time dateTime={at} suppressHydrationWarning>
          {timeAgo(at, now)}
        </time>
      </span>
    </p>
  );
}

/** /forum/:topicId — a topic, its replies, and (signed in) a reply, a like, and removing one's own. */
export function ForumTopicPage() {
  const { topicId = '' } = useParams();
  const topic = useForumTopic(topicId);
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const viewer = useForumViewer(topicId, signedIn && topic.isSuccess);
  const navigate = useNavigate();
  const like = useLikeTopic(topicId);
  const removeTopic = useRemoveTopic(topicId);
  const removeReply = useRemoveReply(topicId);
  const reply = useReply(topicId);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  // Removing a topic or a reply deletes people's words for everyone: it asks first.
  const [removing, setRemoving] = useState<{ kind: 'topic' } | { kind: 'reply'; id: string; name: string } | null>(null);
  useLiveTopic(topicId, topic.isSuccess);
  useDocumentTitle(topic.data?.title ?? (topic.isError ? 'Page not found' : undefined), topic.data?.body.slice(0, 160));
  // Counted once the page is open in a browser (a GET changes nothing; rendered pages count too).
  useEffect(() => {
    if (topic.isSuccess) void countView(topicId);
  }, [topic.isSuccess, topicId]);

  if (topic.isError) return <NotFoundPage />;
  if (!topic.data) return <p className="mx-auto max-w-3xl px-4 py-12 text-slate-600">{m.forum_loading()}</p>;
  const t = topic.data;
  const now = new Date();
  const category = FORUM_CATEGORIES.find((c) => c.id === t.category);
  const liked = viewer.data?.liked ?? false;
  const removable = new Set(viewer.data?.removableReplies ?? []);

  const send = (e: FormEvent) => {
    e.preventDefault();
    setError('');
    reply.mutate(draft, {
      onSuccess: () => {
        setDraft('');
        toast.success(FORUM_MESSAGES.replied);
      },
      onError: (err) => setError(getErrorMessage(err)),
    });
  };

  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <Link to={paths.forum.getHref()} className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> {m.forum_all()}
      </Link>
      <header className="space-y-3">
        <p className="flex flex-wrap items-center gap-2">
          {category && <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', category.color)}>{category.name}</span>}
          {t.pinned && (
            <Badge tone="muted">
              <Pin className="mr-1 size-3" aria-hidden /> {m.forum_pinned()}
            </Badge>
          )}
          {t.hot && <Badge tone="danger">{m.forum_hot()}</Badge>}
        </p>
        <h1 lang="" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {t.title}
        </h1>
        <Author author={t.author} at={t.createdAt} now={now} />
      </header>
      <Card className="space-y-4 p-5">
        <p lang="" className="whitespace-pre-line leading-relaxed text-slate-800" data-testid="topic-body">
          {t.body}
        </p>
        <div className="flex flex-wrap items-center gap-4 text-sm text-slate-600">
          <Count icon={MessageSquare} n={t.replies} label={m.forum_count_replies} />
          <Count icon={Eye} n={t.views} label={m.forum_count_views} />
          {signedIn ? (
            <Button size="sm" variant={liked ? 'default' : 'outline'} aria-pressed={liked} onClick={() => like.mutate(!liked)} disabled={like.isPending}>
              <Heart aria-hidden className={cn(liked && 'fill-current')} /> {m.forum_likes({ count: t.likes })}
            </Button>
          ) : (
            <Count icon={Heart} n={t.likes} label={m.forum_count_likes} />
          )}
          {viewer.data?.mayRemoveTopic && (
            <Button size="sm" variant="ghost" onClick={() => setRemoving({ kind: 'topic' })} disabled={removeTopic.isPending}>
              <Trash2 aria-hidden /> {m.forum_remove()}
            </Button>
          )}
        </div>
      </Card>

      <section aria-labelledby="replies-title" className="space-y-3">
        <h2 id="replies-title" className="text-lg font-semibold text-slate-900">
          {t.replies === 0 ? m.forum_no_replies() : m.forum_replies({ count: t.replies })}
        </h2>
        <ol className="space-y-3" data-testid="replies">
          {t.replyList.map((r) => (
            <li key={r.id}>
              <Card className="space-y-2 p-4" data-testid="reply">
                <div className="flex items-start justify-between gap-2">
                  <Author author={r.author} at={r.createdAt} now={now} />
                  {removable.has(r.id) && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={m.forum_remove_reply({ name: r.author.name })}
                      onClick={() => setRemoving({ kind: 'reply', id: r.id, name: r.author.name })}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  )}
                </div>
                <p lang="" className="whitespace-pre-line text-slate-800">
                  {r.body}
                </p>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      {signedIn ? (
        <form onSubmit={send} className="space-y-2">
          <h2 id="reply-title" className="text-lg font-semibold text-slate-900">
            {m.forum_your_reply()}
          </h2>
          <label htmlFor="reply-body" className="sr-only">
            {m.forum_your_reply()}
          </label>
          <Textarea id="reply-body" rows={4} value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={FORUM_BODY_MAX} aria-invalid={!!error} />
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex justify-end">
            <Button type="submit" disabled={reply.isPending || !draft.trim()}>
              {reply.isPending ? m.forum_posting() : m.forum_post_reply()}
            </Button>
          </div>
        </form>
      ) : (
        <Card className="flex flex-wrap items-center justify-between gap-3 p-5">
          <p className="text-slate-700">{m.forum_sign_in()}</p>
          <ButtonLink to={paths.login.getHref()} state={{ from: paths.forumTopic.getHref(t.id) }}>
            {m.nav_sign_in()}
          </ButtonLink>
        </Card>
      )}
      {removing?.kind === 'topic' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRemoving(null)}
          title={m.forum_remove_title()}
          description={t.replies === 0 ? m.forum_remove_text_empty() : m.forum_remove_text({ count: t.replies })}
          keep={m.owner_listings_keep()}
          action={m.forum_remove()}
          busy={removeTopic.isPending}
          busyAction={m.forum_removing()}
          destructive
          onConfirm={() => removeTopic.mutate(undefined, { onSuccess: () => void navigate(paths.forum.getHref(), { replace: true }) })}
        />
      )}
      {removing?.kind === 'reply' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRemoving(null)}
          title={m.forum_remove_reply_title()}
          description={m.forum_remove_reply_text({ name: removing.name })}
          keep={m.owner_listings_keep()}
          action={m.forum_remove_reply({ name: removing.name })}
          busy={removeReply.isPending}
          busyAction={m.forum_removing()}
          destructive
          onConfirm={() => removeReply.mutate(removing.id, { onSettled: () => setRemoving(null) })}
        />
      )}
    </article>
  );
}
