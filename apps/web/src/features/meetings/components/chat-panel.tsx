import { formatClock } from '@nafasi/shared/dates';
import { Flag, Send, Trash2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { MAX_CHAT_LENGTH, MEETING_MESSAGES, roomEventLine, type ChatMessage } from '@nafasi/shared/meetings';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useDeleteChatMessage } from '../api/delete-message';
import { useReportChatMessage } from '../api/report-message';
import { useSendChatMessage } from '../api/send-message';
import { m } from '@nafasi/shared/i18n';

/**
 * The room's chat: history that pages back, live messages, Enter or Send. Messages are text, never
 * HTML. Anyone may report someone else's message; a moderator (the host, a space's owner, an admin)
 * may delete any.
 */
export function ChatPanel({
  roomId,
  userId,
  messages,
  hasMore,
  loading,
  disabled,
  moderator = false,
  onLoadEarlier,
  onSent,
  onDeleted,
}: {
  roomId: string;
  userId: string;
  messages: ChatMessage[];
  hasMore: boolean;
  loading: boolean;
  disabled?: string;
  moderator?: boolean;
  onLoadEarlier: () => Promise<void>;
  onSent: (message: ChatMessage) => void;
  onDeleted: (id: string) => void;
}) {
  const [text, setText] = useState('');
  const send = useSendChatMessage(roomId);
  const reporting = useReportChatMessage(roomId);
  const removing = useDeleteChatMessage(roomId);
  const list = useRef<HTMLOListElement>(null);
  const nearBottom = useRef(true);
  const firstId = useRef<string | undefined>(undefined);
  const heightBefore = useRef(0);

  // New messages scroll into view when the reader is at the bottom; earlier pages keep the place.
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    if (firstId.current && messages[0]?.id !== firstId.current && heightBefore.current) {
      el.scrollTop += el.scrollHeight - heightBefore.current;
    } else if (nearBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
    firstId.current = messages[0]?.id;
    heightBefore.current = 0;
  }, [messages]);
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const onScroll = () => (nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80);
    el.addEventListener('scroll', onScroll);
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  const report = (msg: ChatMessage) => reporting.mutate(msg.id);
  const remove = (msg: ChatMessage) => removing.mutate(msg.id, { onSuccess: () => onDeleted(msg.id) });

  function submit(e: FormEvent) {
    e.preventDefault();
    const message = text.trim();
    if (!message) return toast.error(MEETING_MESSAGES.messageRequired);
    send.mutate(message, {
      onSuccess: (sent) => {
        onSent(sent);
        setText('');
        nearBottom.current = true;
      },
    });
  }

  return (
    <Card className="flex min-h-0 flex-col overflow-hidden">
      <h2 className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900">{m.chat_title()}</h2>
      <ol
        ref={list}
        className="h-80 flex-1 space-y-3 overflow-y-auto px-4 py-3 lg:h-auto lg:min-h-[24rem]"
        aria-label={m.messages_title()}
        aria-live="polite"
        data-testid="chat-messages"
      >
        {hasMore && (
          <li className="text-center">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                heightBefore.current = list.current?.scrollHeight ?? 0;
                void onLoadEarlier();
              }}
            >
              {m.chat_load_earlier()}
            </Button>
          </li>
        )}
        {loading && <li className="text-center text-sm text-slate-500">{m.chat_loading()}</li>}
        {!loading && messages.length === 0 && <li className="py-8 text-center text-sm text-slate-500">{m.chat_empty()}</li>}
        {messages.map((msg) =>
          msg.type === 'system' ? (
            <li key={msg.id} className="text-center text-xs italic text-slate-500" data-testid="system-message">
              {/* In the reader's language, whatever language the line was sent in. */}
              {msg.event ? roomEventLine(msg.event, msg.userName) : msg.message}
            </li>
          ) : (
            <li key={msg.id} className={cn('flex flex-col', msg.userId === userId ? 'items-end' : 'items-start')} data-testid="chat-message">
              <span className="flex items-center gap-1 text-xs text-slate-500">
                {msg.userId === userId ? m.chat_you() : msg.userName} · {formatClock(msg.timestamp)}
                {msg.userId !== userId && (
                  <button
                    type="button"
                    className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
                    onClick={() => report(msg)}
                    aria-label={m.chat_report_label({ name: msg.userName })}
                    title={m.chat_report()}
                  >
                    <Flag className="size-3" aria-hidden />
                  </button>
                )}
                {moderator && (
                  <button
                    type="button"
                    className="rounded p-1 text-slate-400 hover:bg-red-50 hover:text-red-700"
                    onClick={() => remove(msg)}
                    aria-label={msg.userId === userId ? m.chat_delete_own() : m.chat_delete_label({ name: msg.userName })}
                    title={m.owner_listings_delete()}
                  >
                    <Trash2 className="size-3" aria-hidden />
                  </button>
                )}
              </span>
              <p
                className={cn(
                  'mt-0.5 max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm',
                  msg.userId === userId ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900',
                )}
              >
                {msg.message}
              </p>
            </li>
          ),
        )}
      </ol>
      <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 p-3">
        <label htmlFor={`chat-${roomId}`} className="sr-only">
          {m.chat_message()}
        </label>
        <input
          id={`chat-${roomId}`}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:opacity-50"
          placeholder={disabled ?? m.chat_placeholder()}
          value={text}
          maxLength={MAX_CHAT_LENGTH}
          disabled={Boolean(disabled)}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" size="icon" disabled={send.isPending || Boolean(disabled)} aria-label={m.chat_send()}>
          <Send aria-hidden />
        </Button>
      </form>
    </Card>
  );
}
