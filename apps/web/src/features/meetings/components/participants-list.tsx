import { Crown, MicOff, Video } from 'lucide-react';
import type { Participant } from '@nafasi/shared/meetings';
import { Card } from '@/components/ui/card';
import { initials } from '@nafasi/shared/people';
import { m } from '@nafasi/shared/i18n';

/** Who is here now: online, the host, muted, camera on. */
export function ParticipantsList({ participants, me }: { participants: Participant[]; me: string | null }) {
  return (
    <Card className="overflow-hidden">
      <h2 className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900">
        {m.meeting_participants_title({ count: participants.length })}
      </h2>
      <ul className="divide-y divide-slate-100" data-testid="participants">
        {participants.map((p) => (
          <li key={p.id} className="flex items-center gap-3 px-4 py-2.5">
            <span className="relative">
              {p.avatar ? (
                <img src={p.avatar} alt="" className="size-8 rounded-full object-cover" />
              ) : (
                <span aria-hidden className="grid size-8 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
                  {initials(p.name)}
                </span>
              )}
              <span className="absolute -bottom-0.5 -right-0.5 size-2.5 rounded-full bg-emerald-500 ring-2 ring-white" title={m.meeting_online()} />
            </span>
            <span className="min-w-0 flex-1 truncate text-sm text-slate-800">
              <span translate="no">{p.name}</span>
              {p.id === me && <span className="text-slate-500"> {m.meeting_you()}</span>}
            </span>
            {p.isHost && <Crown className="size-4 text-sun-500" aria-label={m.meeting_host()} />}
            {p.inCall && p.isMuted && <MicOff className="size-4 text-slate-500" aria-label={m.meeting_muted()} />}
            {p.inCall && p.isVideoOn && <Video className="size-4 text-brand-700" aria-label={m.meeting_camera_on()} />}
          </li>
        ))}
      </ul>
    </Card>
  );
}
