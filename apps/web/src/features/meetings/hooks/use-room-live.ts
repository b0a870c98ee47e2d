import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, Participant } from '@nafasi/shared/meetings';
import type { RoomServerMessage } from '@nafasi/shared/realtime';
import { refreshSession } from '@/lib/api-client';
import { realtime } from '@/lib/realtime';
import { sessionStore } from '@/lib/session-store';
import { getChatHistory } from '../api/get-chat-history';
import { meetingKeys } from '../api/keys';

/** Adds messages to a list, once each, in time order. */
function merge(list: ChatMessage[], more: ChatMessage[]) {
  const seen = new Set(list.map((m) => m.id));
  const fresh = more.filter((m) => !seen.has(m.id));
  if (!fresh.length) return list;
  return [...list, ...fresh].sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.id.localeCompare(b.id));
}

/**
 * Being in a room: its history (paging back), live messages, who is here, and what the host or the
 * server says to us. `onSignal` and `onForceMute` serve the video call; `onGone` ends the visit.
 */
export function useRoomLive(
  roomId: string,
  handlers: { onSignal: (from: string, data: never) => void; onForceMute: () => void; onGone: (message: string) => void },
) {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [participants, setParticipants] = useState<Participant[]>([]);
  const [me, setMe] = useState<string | null>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const retried = useRef(false);

  useEffect(() => {
    let live = true;
    setLoading(true);
    // A meeting's history is for the people in it: it is read once the server says we are in.
    const loadHistory = () =>
      getChatHistory(roomId).then(
        (page) => {
          if (!live) return;
          setMessages((list) => merge(page.data, list));
          setHasMore(page.hasMore);
          setLoading(false);
        },
        () => live && setLoading(false),
      );
    const onMessage = (m: RoomServerMessage) => {
      switch (m.type) {
        case 'joined':
          retried.current = false;
          setMe(m.participantId);
          setParticipants(m.participants);
          void loadHistory();
          return;
        case 'message-deleted':
          return setMessages((list) => list.filter((x) => x.id !== m.messageId));
        case 'presence':
          return setParticipants(m.participants);
        case 'message':
          return setMessages((list) => merge(list, [m.message]));
        case 'signal':
          return handlersRef.current.onSignal(m.from, m.data as never);
        case 'force-mute':
          return handlersRef.current.onForceMute();
        case 'room-updated':
          return void queryClient.invalidateQueries({ queryKey: meetingKeys.room(roomId) });
        case 'removed':
          return handlersRef.current.onGone(m.message);
        case 'room-error':
          // An expired access token: refresh once and enter again.
          if (m.message.startsWith('Please sign in again') && !retried.current) {
            retried.current = true;
            void refreshSession().then((s) => s && realtime.rejoin(roomId));
            return;
          }
          setLoading(false);
          return handlersRef.current.onGone(m.message);
      }
    };
    const leave = realtime.joinRoom(roomId, () => sessionStore.get()?.access_token, onMessage);
    // Messages sent while this tab was cut off (or the server missed them) come from the history.
    const stopResync = realtime.onReconnect(() => void loadHistory());
    return () => {
      live = false;
      stopResync();
      leave();
    };
  }, [roomId, queryClient]);

  const loadEarlier = useCallback(async () => {
    const oldest = messages[0];
    if (!oldest) return;
    const page = await getChatHistory(roomId, oldest.id);
    setMessages((list) => merge(list, page.data));
    setHasMore(page.hasMore);
  }, [messages, roomId]);

  const add = useCallback((message: ChatMessage) => setMessages((list) => merge(list, [message])), []);
  const drop = useCallback((id: string) => setMessages((list) => list.filter((m) => m.id !== id)), []);

  return { messages, hasMore, loading, participants, me, loadEarlier, add, drop };
}
