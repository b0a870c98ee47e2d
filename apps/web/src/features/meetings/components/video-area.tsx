import { Mic, MicOff, PhoneOff, Video, VideoOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Participant } from '@nafasi/shared/meetings';
import { Button } from '@/components/ui/button';
import type { VideoCall } from '../hooks/use-video-call';
import { m } from '@nafasi/shared/i18n';

function Tile({ stream, label, muted }: { stream: MediaStream; label: string; muted?: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <figure className="relative overflow-hidden rounded-xl bg-slate-900">
      <video ref={ref} autoPlay playsInline muted={muted} className="aspect-video w-full object-cover" data-testid={muted ? 'local-video' : 'remote-video'} />
      <figcaption className="absolute bottom-2 left-2 rounded-md bg-slate-900/70 px-2 py-0.5 text-xs text-white">{label}</figcaption>
    </figure>
  );
}

/** The call's dark stage (the Card is white by design; a className never overrides its colours). */
const STAGE = 'rounded-2xl border border-slate-800 bg-slate-900 shadow-sm';

/** §4 Video call: Join Video Call, then mute, camera and leave. */
export function VideoArea({ call, participants, disabled }: { call: VideoCall; participants: Participant[]; disabled?: boolean }) {
  const name = (id: string) => participants.find((p) => p.id === id)?.name ?? 'Guest';
  if (!call.inCall) {
    return (
      <section aria-label={m.call_title()} className={`${STAGE} flex flex-col items-center justify-center gap-3 px-6 py-12 text-center text-white`}>
        <Video className="size-10 text-brand-300" aria-hidden />
        <p className="text-lg font-semibold">{m.call_title()}</p>
        <p className="max-w-sm text-sm text-slate-300">
          {participants.filter((p) => p.inCall).length ? m.call_in_call({ count: participants.filter((p) => p.inCall).length }) : m.call_start_text()}
        </p>
        <Button variant="accent" onClick={() => void call.join()} disabled={disabled}>
          <Video aria-hidden /> {m.call_join()}
        </Button>
        {call.error && (
          <p role="alert" className="text-sm text-red-300">
            {call.error}
          </p>
        )}
      </section>
    );
  }
  return (
    <section aria-label={m.call_title()} className={`${STAGE} space-y-3 p-3`}>
      <div className="grid gap-3 sm:grid-cols-2">
        {call.local && <Tile stream={call.local} label={m.chat_you()} muted />}
        {Object.entries(call.remotes).map(([id, stream]) => (
          <Tile key={id} stream={stream} label={name(id)} />
        ))}
      </div>
      <div className="flex justify-center gap-2">
        <Button variant="outline" onClick={() => call.setMuted(!call.muted)} aria-pressed={call.muted}>
          {call.muted ? <MicOff aria-hidden /> : <Mic aria-hidden />} {call.muted ? m.call_unmute() : m.call_mute()}
        </Button>
        <Button variant="outline" onClick={() => call.setVideoOn(!call.videoOn)} aria-pressed={!call.videoOn}>
          {call.videoOn ? <Video aria-hidden /> : <VideoOff aria-hidden />} {call.videoOn ? m.call_stop_camera() : m.call_start_camera()}
        </Button>
        <Button variant="destructive" onClick={call.leave}>
          <PhoneOff aria-hidden /> {m.call_leave()}
        </Button>
      </div>
    </section>
  );
}
