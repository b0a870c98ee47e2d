import { MessageSquare } from 'lucide-react';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { useUnreadMessages } from '../api/get-threads';
import { useLiveThreads } from '../hooks/use-live-threads';
import { m } from '@nafasi/shared/i18n';

/** The header's way to the conversations, with how many messages wait unread (live). */
export function MessagesLink() {
  useLiveThreads();
  const unread = useUnreadMessages().data ?? 0;
  return (
    <Link
      to={paths.messages.getHref()}
      aria-label={unread ? m.messages_label_unread({ count: unread }) : m.messages_title()}
      className="relative grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
    >
      <MessageSquare className="size-5" aria-hidden />
      {unread > 0 && (
        <span className="absolute top-1 right-1 grid min-w-4 place-items-center rounded-full bg-rose-600 px-1 text-[10px] leading-4 font-bold text-white">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
