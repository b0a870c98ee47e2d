import { Link } from '@/lib/router';
import { formatDayAndClock } from '@nafasi/shared/dates';
import { paths } from '@/config/paths';
import { useReportedThreads } from '../api/get-reported-threads';
import { m } from '@nafasi/shared/i18n';

/** For admins: guest–host conversations someone reported, each opened to read. */
export function ReportedThreads() {
  const { data } = useReportedThreads();
  if (!data?.data.length) return null;
  return (
    <section className="mb-8" aria-labelledby="reported-threads-heading">
      <h2 id="reported-threads-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {m.conv_reported_title({ count: data.page.total })}
      </h2>
      <ul className="grid gap-3">
        {data.data.map((t) => (
          <li key={t.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm" data-testid="reported-thread">
            <p className="text-slate-600">
              {m.conv_reported_line({ guest: t.guestName, host: t.hostName, space: t.spaceTitle, at: formatDayAndClock(t.lastMessageAt) })}
            </p>
            <p className="mt-1 text-slate-800">{m.owner_listings_reason({ reason: t.reportReason ?? '' })}</p>
            <Link to={paths.messageThread.getHref(t.id)} className="mt-2 inline-block font-medium text-brand-800 hover:underline">
              {m.conv_read()}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
