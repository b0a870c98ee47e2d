import { Copy, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRegenerateCalendarFeed } from '../api/regenerate-calendar-feed';
import { m } from '@nafasi/shared/i18n';

/** The private iCal link for Google Calendar or Outlook; a new link retires the old one. */
export function CalendarFeedCard({ spaceId }: { spaceId: string }) {
  const feed = useCalendarFeed(spaceId);
  const renew = useRegenerateCalendarFeed();
  const copy = () =>
    feed.data &&
    navigator.clipboard.writeText(feed.data.url).then(
      () => toast.success(m.calendar_link_copied()),
      () => toast.error(m.calendar_copy_by_hand()),
    );
  return (
    <Card className="space-y-3 p-5">
      <h3 className="font-semibold text-slate-900">{m.cal_sync()}</h3>
      <p className="text-sm text-slate-600">{m.cal_sync_text()}</p>
      <div className="flex flex-wrap gap-2">
        <Input
          readOnly
          aria-label={m.cal_private_link()}
          value={feed.data?.url ?? m.common_loading()}
          className="min-w-0 flex-1 font-mono text-xs"
          onFocus={(e) => e.target.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()} disabled={!feed.data}>
          <Copy aria-hidden /> {m.cal_copy()}
        </Button>
        <Button type="button" variant="ghost" onClick={() => renew.mutate(spaceId)} disabled={renew.isPending}>
          <RefreshCw aria-hidden /> {m.cal_new_link()}
        </Button>
      </div>
    </Card>
  );
}
