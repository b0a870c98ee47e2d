import { RefreshCw, Trash2, TriangleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { BOOKING_STATUS_LABELS } from '@nafasi/shared/bookings';
import { formatClockRange, formatDayAndClock, formatFullDate } from '@nafasi/shared/dates';
import { CALENDAR_IMPORT_MESSAGES, CalendarImportInputSchema } from '@nafasi/shared/schedule';
import { nairobiDate } from '@nafasi/shared/time';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { maxLengthOf } from '@/lib/form';
import { usePersonalNews } from '@/lib/use-personal-news';
import { useAddCalendarImport, useRemoveCalendarImport, useSyncCalendarImport } from '../api/calendar-imports';
import { useCalendarImports } from '../api/get-calendar-imports';
import { listingKeys } from '../api/keys';
import { m } from '@nafasi/shared/i18n';

/** What a calendar's iCal link looks like (an address, the same in every language). */
const ICAL_LINK_EXAMPLE = 'https://…/calendar.ics';

/** Another platform's iCal links: their busy times block this space; synced every 15 minutes and on demand. */
export function OtherCalendarsCard({ spaceId }: { spaceId: string }) {
  const imports = useCalendarImports(spaceId);
  // A booking made, moved or cancelled here changes which of them clash with these calendars.
  usePersonalNews('booking', listingKeys.calendarImports(spaceId));
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const add = useAddCalendarImport();
  const sync = useSyncCalendarImport();
  const remove = useRemoveCalendarImport();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { spaceId, input: { url, name } },
      {
        onSuccess: () => {
          setUrl('');
          setName('');
        },
      },
    );
  };
  return (
    <Card className="space-y-3 p-5">
      <h3 className="font-semibold text-slate-900">{m.cal_other_title()}</h3>
      <p className="text-sm text-slate-600">{m.cal_other_text()}</p>
      <ul className="space-y-2" data-testid="calendar-imports">
        {(imports.data ?? []).map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 text-sm">
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{c.name || m.cal_calendar()}</span>
              <span className="block truncate font-mono text-xs text-slate-500">{c.url}</span>
              {c.lastError ? (
                <span className="block text-red-700">{c.lastError}</span>
              ) : (
                <span className="block text-slate-600">
                  {c.lastSyncedAt
                    ? m.cal_synced({ at: formatDayAndClock(c.lastSyncedAt), busy: m.cal_busy_times({ count: c.eventsCount }) })
                    : m.cal_not_synced()}
                </span>
              )}
              {c.clashes.length > 0 && (
                <span
                  className="mt-1 block rounded-md bg-amber-50 p-2 text-amber-900"
                  role="note"
                  aria-label={m.cal_clashes_with({ calendar: c.name || m.cal_this_calendar() })}
                >
                  <span className="flex items-center gap-1 font-medium">
                    <TriangleAlert className="size-4 shrink-0" aria-hidden /> {CALENDAR_IMPORT_MESSAGES.clashes}
                  </span>
                  <span className="mt-1 block space-y-0.5">
                    {c.clashes.map((b) => (
                      <span key={b.bookingId} className="block">
                        {b.reference} · {formatFullDate(nairobiDate(new Date(b.startTime)))}, {formatClockRange(b.startTime, b.endTime)} ·{' '}
                        {BOOKING_STATUS_LABELS[b.status]}
                      </span>
                    ))}
                  </span>
                </span>
              )}
            </span>
            <span className="flex gap-1">
              <Button size="sm" variant="outline" onClick={() => sync.mutate({ spaceId, importId: c.id })} disabled={sync.isPending}>
                <RefreshCw aria-hidden /> {m.cal_sync_now()}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => remove.mutate({ spaceId, importId: c.id })}
                aria-label={m.cal_remove_calendar({ calendar: c.name || c.url })}
              >
                <Trash2 aria-hidden />
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <Field label={m.cal_ical_link()}>
          <Input id="import-url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder={ICAL_LINK_EXAMPLE} inputMode="url" />
        </Field>
        <Field label={m.cal_name()}>
          <Input
            id="import-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={m.cal_name_placeholder()}
            maxLength={maxLengthOf(CalendarImportInputSchema.shape.name)}
          />
        </Field>
        <Button type="submit" disabled={add.isPending || !url.trim()}>
          {add.isPending ? m.cal_reading() : m.cal_add()}
        </Button>
      </form>
    </Card>
  );
}
