import { Link } from 'react-router';
import { formatDayAndClock } from '@nafasi/shared/dates';
import { paths } from '@/config/paths';
import { useReportedThreads } from '../api/get-reported-threads';

/** For admins: guest–host conversations someone reported, each opened to read. */
export function ReportedThreads() {
  const { data } = useReportedThreads();
  if (!data?.data.length) return null;
  return (
    <section className="mb-8" aria-labelledby="reported-threads-heading">
      <h2 id="reported-threads-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Reported conversations ({data.page.total})
      </h2>
      <ul className="grid gap-3">
        {data.data.map((t) => (
          <li key={t.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm" data-testid="reported-thread">
            <p className="text-slate-600">
              <span className="font-medium text-slate-900">{t.guestName}</span> and <span className="font-medium text-slate-900">{t.hostName}</span> about{' '}
              {t.spaceTitle} · last message {formatDayAndClock(t.lastMessageAt)}
            </p>
            <p className="mt-1 text-slate-800">Reason: {t.reportReason}</p>
            <Link to={paths.messageThread.getHref(t.id)} className="mt-2 inline-block font-medium text-brand-800 hover:underline">
              Read the conversation
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
