import { Bell } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from '@/lib/router';
import type { Notification } from '@nafasi/shared/notifications';
import { formatDayAndClock } from '@nafasi/shared/dates';
import { cn } from '@/lib/cn';
import { useDismiss } from '@/lib/use-dismiss';
import { usePersonalNews } from '@/lib/use-personal-news';
import { useNotifications } from '../api/get-notifications';
import { notificationKeys } from '../api/keys';
import { useMarkRead } from '../api/mark-read';
import { m } from '@nafasi/shared/i18n';

/**
 * The bell in the header: the unread count, the newest notifications, mark read (one or all). It
 * rings live: the server tells this tab's socket of each new notification, on whichever instance.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const markRead = useMarkRead();
  const list = useNotifications(true);
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, box);

  usePersonalNews('notification', notificationKeys.all);

  const unread = list.data?.unread ?? 0;
  const items = list.data?.data ?? [];
  const read = (n: Notification) => {
    setOpen(false);
    if (!n.read) markRead.mutate(n.id);
  };

  return (
    <div ref={box} className="relative">
      <button
        type="button"
        aria-label={unread ? m.bell_label_unread({ count: unread }) : m.bell_title()}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="relative grid size-10 cursor-pointer place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 && (
          <span
            data-testid="unread-count"
            className="absolute top-1 right-1 grid min-w-4 place-items-center rounded-full bg-rose-600 px-1 text-[10px] leading-4 font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={m.bell_title()}
          className="fixed inset-x-2 top-16 z-50 rounded-xl border border-slate-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:w-96"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <p className="font-semibold text-slate-900">{m.bell_title()}</p>
            {unread > 0 && (
              <button type="button" className="cursor-pointer text-sm font-medium text-brand-700 hover:underline" onClick={() => markRead.mutate(null)}>
                {m.bell_mark_all()}
              </button>
            )}
          </div>
          {items.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-slate-500">{list.isPending ? m.common_loading() : m.bell_empty()}</p>
          ) : (
            <ul className="max-h-[70vh] divide-y divide-slate-100 overflow-y-auto">
              {items.map((n) => (
                <li key={n.id}>
                  <Link to={n.link} onClick={() => read(n)} className={cn('block px-4 py-3 hover:bg-slate-50', !n.read && 'bg-brand-50/60')}>
                    <p className={cn('text-sm text-slate-900', !n.read && 'font-semibold')}>
                      {!n.read && <span className="sr-only">{m.bell_unread()} </span>}
                      {n.title}
                    </p>
                    <p className="mt-0.5 text-sm text-slate-600">{n.body}</p>
                    <p className="mt-1 text-xs text-slate-500">{formatDayAndClock(n.createdAt)}</p>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
