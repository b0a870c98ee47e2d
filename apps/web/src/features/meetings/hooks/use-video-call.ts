import { useCallback, useEffect, useRef, useState } from 'react';
import type { Participant } from '@nafasi/shared/meetings';
import { realtime } from '@/lib/realtime';

type Signal = { kind: 'offer'; sdp: string } | { kind: 'answer'; sdp: string } | { kind: 'candidate'; candidate: RTCIceCandidateInit };

/** §4 Video call: not joined, then joined; mute and camera while joined; leaving resets both. */
const INITIAL = { inCall: false, muted: false, videoOn: true };

/**
 * A WebRTC mesh: everyone in the call connects to everyone else, signalling over the room's
 * WebSocket. In each pair the participant with the smaller id makes the offer, so two people
 * joining at once never both offer.
 */
export function useVideoCall(roomId: string, me: string | null, participants: Participant[], iceServers: RTCIceServer[]) {
  const [state, setState] = useState(INITIAL);
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remotes, setRemotes] = useState<Record<string, MediaStream>>({});
  const [error, setError] = useState('');
  const peers = useRef(new Map<string, RTCPeerConnection>());
  const localRef = useRef<MediaStream | null>(null);

  const signal = useCallback((to: string, data: Signal) => realtime.sendToRoom({ type: 'signal', room: roomId, to, data }), [roomId]);
  const announce = useCallback((next: typeof INITIAL) => realtime.sendToRoom({ type: 'media', room: roomId, ...next }), [roomId]);

  const drop = useCallback((peerId: string) => {
    peers.current.get(peerId)?.close();
    peers.current.delete(peerId);
    setRemotes(({ [peerId]: _gone, ...rest }) => rest);
  }, []);

  const connection = useCallback(
    (peerId: string) => {
      const known = peers.current.get(peerId);
      if (known) return known;
      const pc = new RTCPeerConnection({ iceServers });
      peers.current.set(peerId, pc);
      const local = localRef.current;
      for (const track of local?.getTracks() ?? []) if (local) pc.addTrack(track, local);
      pc.onicecandidate = (e) => e.candidate && signal(peerId, { kind: 'candidate', candidate: e.candidate.toJSON() });
      pc.ontrack = (e) => setRemotes((r) => ({ ...r, [peerId]: e.streams[0] ?? new MediaStream([e.track]) }));
      pc.onconnectionstatechange = () => pc.connectionState === 'failed' && drop(peerId);
      return pc;
    },
    [iceServers, signal, drop],
  );

  /** Handles an offer, answer or ICE candidate from a peer. */
  const onSignal = useCallback(
    async (from: string, data: Signal) => {
      if (!localRef.current) return;
      const pc = connection(from);
      if (data.kind === 'offer') {
        await pc.setRemoteDescription({ type: 'offer', sdp: data.sdp });
        const answer = await pc.createAnswer();
        await pc.setLocalDescription(answer);
        signal(from, { kind: 'answer', sdp: answer.sdp ?? '' });
      } else if (data.kind === 'answer') {
        await pc.setRemoteDescription({ type: 'answer', sdp: data.sdp });
      } else {
        await pc.addIceCandidate(data.candidate).catch(() => undefined);
      }
    },
    [connection, signal],
  );

  // Whoever is in the call: connect to new people (offering where our id is the smaller), drop those gone.
  useEffect(() => {
    if (!state.inCall || !me) return;
    const inCall = new Set(participants.filter((p) => p.inCall && p.id !== me).map((p) => p.id));
    for (const peerId of peers.current.keys()) if (!inCall.has(peerId)) drop(peerId);
    for (const peerId of inCall) {
      if (peers.current.has(peerId) || me > peerId) continue;
      const pc = connection(peerId);
      void pc
        .createOffer()
        .then(async (offer) => {
          await pc.setLocalDescription(offer);
          signal(peerId, { kind: 'offer', sdp: offer.sdp ?? '' });
        })
        .catch(() => drop(peerId));
    }
  }, [participants, state.inCall, me, connection, signal, drop]);

  const join = useCallback(async () => {
    setError('');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
      localRef.current = stream;
      setLocal(stream);
      const next = { inCall: true, muted: false, videoOn: true };
      setState(next);
      announce(next);
    } catch {
      setError('Allow access to your camera and microphone to join the video call.');
    }
  }, [announce]);

  const leave = useCallback(() => {
    for (const peerId of [...peers.current.keys()]) drop(peerId);
    for (const track of localRef.current?.getTracks() ?? []) track.stop();
    localRef.current = null;
    setLocal(null);
    setState(INITIAL);
    announce(INITIAL);
  }, [announce, drop]);

  const setMuted = useCallback(
    (muted: boolean) => {
      for (const track of localRef.current?.getAudioTracks() ?? []) track.enabled = !muted;
      setState((s) => {
        const next = { ...s, muted };
        announce(next);
        return next;
      });
    },
    [announce],
  );

  const setVideoOn = useCallback(
    (videoOn: boolean) => {
      for (const track of localRef.current?.getVideoTracks() ?? []) track.enabled = videoOn;
      setState((s) => {
        const next = { ...s, videoOn };
        announce(next);
        return next;
      });
    },
    [announce],
  );

  // Leaving the page leaves the call.
  useEffect(
    () => () => {
      for (const pc of peers.current.values()) pc.close();
      for (const track of localRef.current?.getTracks() ?? []) track.stop();
    },
    [],
  );

  return { ...state, local, remotes, error, join, leave, setMuted, setVideoOn, onSignal };
}

export type VideoCall = ReturnType<typeof useVideoCall>;
