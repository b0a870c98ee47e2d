import { api } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { m } from '@nafasi/shared/i18n';

export const hostAction = (meetingId: string, participantId: string, action: 'mute' | 'remove') =>
  api<void>(`/meetings/${meetingId}/participants/${participantId}/${action}`, { method: 'POST' });

/** The host mutes or removes someone; the room's live feed shows the change. */
export const useHostAction = (meetingId: string) =>
  useWrite(({ id, action }: { id: string; action: 'mute' | 'remove' }) => hostAction(meetingId, id, action), {
    refresh: [],
    done: (_r, { action }) => (action === 'mute' ? m.toast_participant_muted() : m.toast_participant_removed()),
  });
