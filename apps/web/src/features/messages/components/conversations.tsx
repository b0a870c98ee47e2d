import { ArrowLeft, Flag, MessageSquare, ShieldAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/router';
import { formatDayAndClock } from '@nafasi/shared/dates';
import { getErrorMessage } from '@nafasi/shared/errors';
import { MESSAGE_MAX, type Thread } from '@nafasi/shared/messages';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ReasonForm } from '@/components/reason-form';
import { Label, Textarea } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useThreadMessages } from '../api/get-thread-messages';
import { useThreads } from '../api/get-threads';
import { useMarkThreadRead, useReportThread, useSendMessage } from '../api/write-threads';
import { ApiError } from '@/lib/api-client';
import { useLiveThreads } from '../hooks/use-live-threads';
import { m } from '@nafasi/shared/i18n';

/** Who the viewer talks to in a thread: the host for its guest, the guest for its host. */
const otherSide = (thread: Thread, viewerId: string) => (thread.guestId === viewerId ? thread.hostName : thread.guestName);

/** The viewer's conversations, newest first, each with its unread count. */
export function ThreadList({ viewerId, activeId }: { viewerId: string; activeId?: string }) {
  useLiveThreads();
  const threads = useThreads();
  if (threads.isPending) return <p className="p-4 text-sm text-slate-500">{m.conv_loading()}</p>;
  if (!threads.data?.length) return <EmptyState icon={MessageSquare} title={m.conv_none()} text={m.conv_none_text()} />;
  return (
    <ul aria-label={m.conv_label()} className="divide-y divide-slate-100">
      {threads.data.map((t) => (
        <li key={t.id}>
          <Link
            to={paths.messageThread.getHref(t.id)}
            aria-current={t.id === activeId ? 'page' : undefined}
            className={cn('block px-4 py-3 hover:bg-slate-50', t.id === activeId && 'bg-brand-50')}
          >
            <span className="flex items-center justify-between gap-2">
              <span className={cn('truncate text-sm text-slate-900', t.unread > 0 && 'font-semibold')}>{otherSide(t, viewerId)}</span>
              {t.unread > 0 && (
                <span className="rounded-full bg-brand-700 px-2 text-xs font-bold text-white">
                  {t.unread}
                  <span className="sr-only"> {m.conv_unread()}</span>
                </span>
              )}
            </span>
            <span className="block truncate text-xs text-slate-500">{t.spaceTitle}</span>
            {t.lastMessage && <span className="mt-0.5 block truncate text-sm text-slate-600">{t.lastMessage}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One conversation: its history (older pages on demand), a composer, read marks and a report. */
export function ThreadView({ threadId, viewerId }: { threadId: string; viewerId: string }) {
  useLiveThreads();
  const [readReason, setReadReason] = useState<string>();
  const query = useThreadMessages(threadId, readReason);
  const markRead = useMarkThreadRead();
  const [body, setBody] = useState('');
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const pages = query.data?.pages ?? [];
  const thread = pages[0]?.thread;
  const messages = [...pages].reverse().flatMap((p) => p.data);
  const newest = messages.at(-1)?.id;
  const participant = thread ? thread.guestId === viewerId || thread.hostId === viewerId : false;

  // Read what is shown: the unread count (and the header's badge) goes down.
  useEffect(() => {
    if (!thread || !participant || thread.unread === 0) return;
    void markRead(threadId);
  }, [thread, participant, threadId, markRead, newest]);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

  const send = useSendMessage(threadId);
  const report = useReportThread(threadId);

  if (query.isError && query.error instanceof ApiError && query.error.data.code === 'reason_required')
    return (
      <ReasonForm
        id="read-reason"
        title={m.conv_read_reason_title()}
        text={m.conv_read_reason_text()}
        button={m.conv_read_reason_button()}
        onReason={setReadReason}
        refused={readReason ? getErrorMessage(query.error) : undefined}
      />
    );
  if (query.isError) return <EmptyState icon={MessageSquare} title={m.thread_not_found()} text={getErrorMessage(query.error)} />;
  if (!thread) return <p className="p-4 text-sm text-slate-500">{m.common_loading()}</p>;
  return (
    <section aria-label={m.conv_with({ name: otherSide(thread, viewerId) })} className="flex min-h-[60vh] flex-col">
      <header className="flex items-start justify-between gap-3 border-b border-slate-100 p-4">
        <div className="min-w-0">
          <Link to={paths.messages.getHref()} className="mb-1 inline-flex items-center gap-1 text-sm text-brand-700 md:hidden">
            <ArrowLeft className="size-4" aria-hidden /> {m.conv_all()}
          </Link>
          <h2 className="truncate text-lg font-semibold text-slate-900">
            {participant ? otherSide(thread, viewerId) : m.conv_between({ guest: thread.guestName, host: thread.hostName })}
          </h2>
          <Link to={paths.space.getHref(thread.spaceId)} className="text-sm text-slate-600 hover:underline">
            {thread.spaceTitle}
          </Link>
        </div>
        {participant &&
          (thread.reported ? (
            <span className="text-xs text-slate-500">{m.conv_reported()}</span>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setReporting(true)}>
              <Flag aria-hidden /> {m.chat_report()}
            </Button>
          ))}
      </header>
      {!thread.paid && participant && (
        <p className="flex items-center gap-2 bg-amber-50 px-4 py-2 text-xs text-amber-900">
          <ShieldAlert className="size-4 shrink-0" aria-hidden /> {m.conv_hidden_contacts()}
        </p>
      )}
      <div className="flex-1 space-y-3 overflow-y-auto p-4" aria-live="polite">
        {query.hasNextPage && (
          <div className="text-center">
            <Button variant="outline" size="sm" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {m.conv_earlier()}
            </Button>
          </div>
        )}
        {messages.map((msg) => {
          const mine = msg.senderId === viewerId;
          return (
            <div key={msg.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
              <div className={cn('max-w-[85%] rounded-2xl px-3 py-2 text-sm', mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900')}>
                {!mine && <p className="text-xs font-semibold">{msg.senderName}</p>}
                <p lang="" className="break-words whitespace-pre-wrap">
                  {msg.body}
                </p>
                <p className={cn('mt-1 text-[11px]', mine ? 'text-brand-100' : 'text-slate-500')}>{formatDayAndClock(msg.createdAt)}</p>
              </div>
            </div>
          );
        })}
        <div ref={end} />
      </div>
      {participant ? (
        <form
          className="flex items-end gap-2 border-t border-slate-100 p-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (body.trim()) send.mutate(body, { onSuccess: () => setBody('') });
          }}
        >
          <Label htmlFor="message-body" className="sr-only">
            {m.chat_message()}
          </Label>
          <Textarea
            id="message-body"
            rows={2}
            maxLength={MESSAGE_MAX}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && body.trim()) send.mutate(body, { onSuccess: () => setBody('') });
            }}
            placeholder={m.conv_write()}
            className="flex-1"
          />
          <Button type="submit" disabled={body.trim() === '' || send.isPending}>
            {m.chat_send()}
          </Button>
        </form>
      ) : (
        <p className="border-t border-slate-100 p-3 text-sm text-slate-600">{m.conv_admin_view()}</p>
      )}
      <Dialog
        open={reporting}
        onOpenChange={setReporting}
        title={m.conv_report_title()}
        description={m.conv_report_text()}
        footer={
          <>
            <Button variant="outline" onClick={() => setReporting(false)}>
              {m.common_cancel()}
            </Button>
            <Button
              onClick={() =>
                report.mutate(reason, {
                  onSuccess: () => {
                    setReporting(false);
                    setReason('');
                  },
                })
              }
              disabled={reason.trim().length < 3 || report.isPending}
            >
              {m.chat_report()}
            </Button>
          </>
        }
      >
        <div className="space-y-1">
          <Label htmlFor="report-reason">{m.conv_what_wrong()}</Label>
          <Textarea id="report-reason" rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
      </Dialog>
    </section>
  );
}
