import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Settings, Share2, Users } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from '@/lib/router';
import { MEETING_MESSAGES } from '@nafasi/shared/meetings';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSignedInUser } from '@/lib/auth';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useRoom } from '@/features/meetings/api/get-room';
import { getRtcConfig } from '@/features/meetings/api/get-rtc-config';
import { meetingKeys } from '@/features/meetings/api/keys';
import { ChatPanel } from '@/features/meetings/components/chat-panel';
import { ParticipantsList } from '@/features/meetings/components/participants-list';
import { ManageParticipantsDialog, RoomSettingsDialog } from '@/features/meetings/components/room-dialogs';
import { VideoArea } from '@/features/meetings/components/video-area';
import { useRoomLive } from '@/features/meetings/hooks/use-room-live';
import { useVideoCall } from '@/features/meetings/hooks/use-video-call';
import { copyText } from '@/lib/clipboard';
import { toast } from '@/lib/toast';
import { useDismiss } from '@/lib/use-dismiss';
import { useDocumentTitle } from '@/lib/use-document-title';
import { m } from '@nafasi/shared/i18n';

function RoomScreen({ roomId }: { roomId: string }) {
  const navigate = useNavigate();
  const user = useSignedInUser();
  const room = useRoom(roomId);
  const rtc = useQuery({ queryKey: meetingKeys.rtcConfig, queryFn: getRtcConfig, staleTime: Infinity });
  const [dialog, setDialog] = useState<'settings' | 'people' | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuOpen, closeMenu, menuRef);
  useDocumentTitle(room.data?.title ?? 'Meeting room');

  const callRef = useRef<ReturnType<typeof useVideoCall> | null>(null);
  const live = useRoomLive(roomId, {
    onSignal: (from, data) => void callRef.current?.onSignal(from, data),
    onForceMute: () => {
      callRef.current?.setMuted(true);
      toast.info(m.chat_muted());
    },
    onGone: (message) => {
      callRef.current?.leave();
      toast.error(message);
      void navigate(paths.virtualMeetings.getHref(), { replace: true });
    },
  });
  const call = useVideoCall(roomId, live.me, live.participants, rtc.data?.iceServers ?? []);
  callRef.current = call;

  // §2: a failed load or a missing room goes back to the meetings.
  useEffect(() => {
    if (room.error) void navigate(paths.virtualMeetings.getHref(), { replace: true });
  }, [room.error, navigate]);

  if (!room.data) return <p className="px-4 py-24 text-center text-slate-600">{m.room_opening()}</p>;
  const r = room.data;
  // The host of a meeting, the owner of a space (its community chat) and admins moderate the room.
  const moderator = r.hostId === user.id || user.role === 'admin';
  const isHost = r.kind === 'meeting' && moderator;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <ButtonLink to={r.kind === 'space' ? paths.space.getHref(r.id) : paths.virtualMeetings.getHref()} variant="link" className="h-auto px-0">
            <ArrowLeft aria-hidden /> {r.kind === 'space' ? m.room_back_space() : m.room_all_meetings()}
          </ButtonLink>
          <h1 className="mt-1 flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight text-slate-900">
            <span lang="">{r.title}</span>
            {r.kind === 'meeting' ? (
              <Badge tone={r.isActive ? 'success' : 'muted'}>{r.isActive ? m.meeting_active() : m.meeting_scheduled()}</Badge>
            ) : (
              <Badge>{m.room_community_chat()}</Badge>
            )}
          </h1>
          {r.description && (
            <p lang="" className="mt-1 text-slate-600">
              {r.description}
            </p>
          )}
          {r.meetingCode && (
            <p className="mt-1 text-sm text-slate-500">
              {m.meeting_code()} <span className="font-mono font-semibold text-slate-800">{r.meetingCode}</span> ·{' '}
              {m.room_hosted_by({ host: r.hostName ?? '' })}
            </p>
          )}
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => void copyText(`${location.origin}${paths.chatRoom.getHref(r.id)}`, MEETING_MESSAGES.copied)}>
            <Share2 aria-hidden /> {m.room_share()}
          </Button>
          {moderator && (
            <div ref={menuRef} className="relative">
              <Button variant="outline" size="icon" aria-label={m.room_menu()} aria-expanded={menuOpen} onClick={() => setMenuOpen((o) => !o)}>
                <Settings aria-hidden />
              </Button>
              {menuOpen && (
                <div className="absolute right-0 z-20 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
                  {[
                    ...(isHost ? [{ id: 'settings' as const, label: m.room_settings(), icon: Settings }] : []),
                    { id: 'people' as const, label: m.room_manage(), icon: Users },
                  ].map(({ id, label, icon: Icon }) => (
                    <button
                      key={id}
                      type="button"
                      className="flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100"
                      onClick={() => {
                        setMenuOpen(false);
                        setDialog(id);
                      }}
                    >
                      <Icon className="size-4" aria-hidden /> {label}
                    </button>
                  ))}
                </div>
              )}
            </div>
          )}
        </div>
      </div>

      <div className="mt-6 grid gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-4">
          <VideoArea call={call} participants={live.participants} disabled={!live.me} />
          <ChatPanel
            roomId={r.id}
            userId={user.id}
            messages={live.messages}
            hasMore={live.hasMore}
            loading={live.loading}
            disabled={r.kind === 'meeting' && !r.isActive ? MEETING_MESSAGES.ended : undefined}
            moderator={moderator}
            onLoadEarlier={live.loadEarlier}
            onSent={live.add}
            onDeleted={live.drop}
          />
        </div>
        <aside>
          <ParticipantsList participants={live.participants} me={live.me} />
        </aside>
      </div>
      {dialog === 'settings' && <RoomSettingsDialog room={r} open onOpenChange={(o) => !o && setDialog(null)} />}
      {dialog === 'people' && (
        <ManageParticipantsDialog room={r} participants={live.participants} me={live.me} open onOpenChange={(o) => !o && setDialog(null)} />
      )}
    </div>
  );
}

/** /chat-room/:roomId — a meeting's room, or a space's community chat. Signed out → /login. */
export function ChatRoomPage() {
  const { roomId = '' } = useParams();
  return (
    <RequireAuth>
      <RoomScreen key={roomId} roomId={roomId} />
    </RequireAuth>
  );
}
