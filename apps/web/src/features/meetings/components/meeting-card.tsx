import { describeMinutes } from '@nafasi/shared/schedule';
import { formatDayAndClock } from '@nafasi/shared/dates';
import { CalendarClock, Clock, Copy, Link2, Trash2, User, Users } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from '@/lib/router';
import { MEETING_MESSAGES, type Meeting } from '@nafasi/shared/meetings';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { copyText } from '@/lib/clipboard';
import { useDeleteMeeting } from '../api/delete-meeting';
import { m } from '@nafasi/shared/i18n';

/** 240 → '4 hours', 90 → '1 h 30 min'. */

/** A meeting in Browse Rooms: badge, host, time, length, who is in, its code, and what can be done with it. */
export function MeetingCard({ meeting, canDelete }: { meeting: Meeting; canDelete: boolean }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMeeting();
  const link = `${location.origin}${paths.chatRoom.getHref(meeting.id)}`;
  const full = meeting.participants >= meeting.maxParticipants;

  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="meeting-card">
      <div className="flex items-start justify-between gap-3">
        <h3 lang="" className="min-w-0 break-words text-lg font-semibold text-slate-900">
          {meeting.title}
        </h3>
        <Badge tone={meeting.isActive ? 'success' : 'muted'}>{meeting.isActive ? m.meeting_active() : m.meeting_scheduled()}</Badge>
      </div>
      {meeting.description && (
        <p lang="" className="line-clamp-2 text-sm text-slate-600">
          {meeting.description}
        </p>
      )}
      <dl className="grid grid-cols-1 gap-2 text-sm text-slate-600 sm:grid-cols-2">
        <div className="flex items-center gap-2">
          <User className="size-4 shrink-0 text-slate-400" aria-hidden />
          <dt className="sr-only">{m.meeting_host()}</dt>
          <dd className="truncate">{meeting.hostName}</dd>
        </div>
        <div className="flex items-center gap-2">
          <CalendarClock className="size-4 shrink-0 text-slate-400" aria-hidden />
          <dt className="sr-only">{m.meeting_starts()}</dt>
          <dd>{formatDayAndClock(meeting.scheduledAt)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Clock className="size-4 shrink-0 text-slate-400" aria-hidden />
          <dt className="sr-only">{m.summary_duration()}</dt>
          <dd>{describeMinutes(meeting.durationMinutes)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Users className="size-4 shrink-0 text-slate-400" aria-hidden />
          <dt className="sr-only">{m.meeting_participants()}</dt>
          <dd data-testid="meeting-participants">{m.meeting_participants_count({ count: meeting.participants, max: meeting.maxParticipants })}</dd>
        </div>
      </dl>
      {/* The code is shown to the host and to people who have been in the room; others join from the card. */}
      {meeting.meetingCode ? (
        <div className="flex items-center justify-between gap-2 rounded-xl bg-slate-50 px-3 py-2">
          <span className="text-sm text-slate-600">
            {m.meeting_code()} <span className="font-mono text-base font-semibold tracking-widest text-slate-900">{meeting.meetingCode}</span>
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void copyText(meeting.meetingCode ?? '', MEETING_MESSAGES.copied)}
            aria-label={m.meeting_copy_code({ code: meeting.meetingCode })}
          >
            <Copy aria-hidden />
          </Button>
        </div>
      ) : (
        <p className="rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-500">{meeting.listed ? m.meeting_open_to_all() : m.meeting_unlisted()}</p>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button className="flex-1" onClick={() => navigate(paths.chatRoom.getHref(meeting.id))} disabled={!meeting.isActive || full}>
          {!meeting.isActive ? m.meeting_ended_short() : full ? m.meeting_room_full() : m.meeting_join_short()}
        </Button>
        <Button variant="outline" onClick={() => void copyText(link, MEETING_MESSAGES.linkCopied)}>
          <Link2 aria-hidden /> {m.meeting_copy_link()}
        </Button>
        {canDelete && (
          <Button variant="outline" size="icon" aria-label={m.owner_listings_delete_label({ space: meeting.title })} onClick={() => setConfirming(true)}>
            <Trash2 className="text-red-600" aria-hidden />
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.meeting_delete_title()}
        description={MEETING_MESSAGES.confirmDelete}
        keep={m.owner_listings_keep()}
        action={m.meeting_delete()}
        busy={remove.isPending}
        busyAction={m.owner_listings_deleting()}
        destructive
        onConfirm={() => remove.mutate(meeting.id, { onSuccess: () => setConfirming(false) })}
      />
    </Card>
  );
}
